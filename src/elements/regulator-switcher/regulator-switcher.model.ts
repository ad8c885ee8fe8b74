/** Regulator switcher rules: the current entry, and whether there is one to switch to. Pure. */

/** docs/RULES.md §3 regulator list item. */
export interface RegulatorItem {
  value: string;
  label: string;
  url: string;
}

/** The entry for `value` (case-insensitive, like `data-regulator`), else the first. */
export function currentIndex(regulators: readonly RegulatorItem[], value: string): number {
  const wanted = value.trim().toLowerCase();
  return Math.max(
    0,
    regulators.findIndex((item) => item.value.toLowerCase() === wanted),
  );
}

/** A single entry leaves nothing to switch to. */
export const isSwitchable = (regulators: readonly RegulatorItem[]): boolean => regulators.length > 1;
