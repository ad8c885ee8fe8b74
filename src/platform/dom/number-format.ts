/**
 * The one number formatter module (docs/CONTRACT.md, "Language"): Intl's formats, cached per
 * locale and options, that a malformed locale cannot break (it formats as English instead), and
 * numbers written from the locale's separators, read from Intl once per locale, for values that
 * change many times a second (prices). Pure but for the caches.
 */

const formats = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat for `locale` and `options`, made once; English for a tag Intl refuses. */
export function localeNumberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    formats.set(key, format);
  }
  return format;
}

interface Separators {
  decimal: string;
  group: string;
  /** The fewest integer digits a number groups at: 4 (`1,234`), or 5 where `1234` stays whole. */
  groupsFrom: number;
}

/** English's are known: an English page's numbers need no Intl (its first use loads the locale data, a long task). */
const ENGLISH: Separators = { decimal: '.', group: ',', groupsFrom: 4 };
const separators = new Map<string, Separators | null>([
  ['en', ENGLISH],
  ['en-us', ENGLISH],
  ['en-gb', ENGLISH],
]);

/** The locale's separators as Intl writes them, or null when this module cannot write its numbers. */
function separatorsOf(locale: string): Separators | null {
  const key = locale.toLowerCase();
  if (separators.has(key)) return separators.get(key)!;
  let found: Separators | null = null;
  try {
    const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const parts = format.formatToParts(1234567.5);
    const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value);
    const group = parts.find((part) => part.type === 'group')?.value;
    const decimal = parts.find((part) => part.type === 'decimal')?.value;
    if (integers.join() === '1,234,567' && group && decimal && parts.length === 7) {
      const groupsFrom = format.formatToParts(1234.5).some((part) => part.type === 'group') ? 4 : 5;
      found = { decimal, group, groupsFrom };
    }
  } catch {
    // not a language tag: Intl's own fallback decides
  }
  separators.set(key, found);
  return found;
}

/**
 * `value` with exactly `decimals` decimals, grouped as Intl.NumberFormat would in `locale`, for a
 * locale of Latin digits in groups of three, a value at least 0 without an exponent; else null
 * (rounding the number's shortest decimal form half away from zero, as Intl does), or null.
 */
export function plainNumber(value: number, decimals: number, locale: string): string | null {
  const written = String(value);
  if (value < 0 || written.includes('e')) return null;
  const found = separatorsOf(locale);
  if (!found) return null;
  const { decimal, group, groupsFrom } = found;
  const [whole = '0', fraction = ''] = written.split('.');
  let digits = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if ((fraction[decimals] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(decimals + 1, '0');
  const integer = text.slice(0, text.length - decimals);
  const grouped = integer.length >= groupsFrom ? integer.replace(/\B(?=(\d{3})+$)/g, group) : integer;
  return decimals > 0 ? `${grouped}${decimal}${text.slice(-decimals)}` : grouped;
}
