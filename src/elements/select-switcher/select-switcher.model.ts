/** Select switcher rules: options from the children's data attributes, the chosen one. Pure. */

export interface SwitcherOption {
  /** The option's text, from `data-option`. */
  label: string;
  /** Its value (`data-value`, else the label as a slug): the `value` attribute, the URL hash, the event. */
  value: string;
}

/** `"MetaTrader 5"` → `"metatrader-5"`; `"Web Trader!"` → `"web-trader"`. */
export function slug(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The options of the children's `data-option` / `data-value` pairs; a repeated value gets `-2`, `-3`, ... */
export function readOptions(blocks: readonly { option: string; value: string | null }[]): SwitcherOption[] {
  const seen = new Set<string>();
  return blocks.map(({ option, value }, index) => {
    const label = option.trim() || `Option ${index + 1}`;
    const wanted = value?.trim() || slug(label) || `option-${index + 1}`;
    let unique = wanted;
    for (let n = 2; seen.has(unique); n++) unique = `${wanted}-${n}`;
    seen.add(unique);
    return { label, value: unique };
  });
}

/** The option whose value is `value` (case-insensitive); -1 when none. */
export function indexOfValue(options: readonly SwitcherOption[], value: string): number {
  const wanted = value.trim().toLowerCase();
  return wanted ? options.findIndex((option) => option.value.toLowerCase() === wanted) : -1;
}
