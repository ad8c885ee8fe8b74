/**
 * Prices as text without Intl for the site's languages. A page's first Intl.NumberFormat loads
 * the browser's locale data: one main-thread task of about 100 ms, over 400 ms on a phone's 4x
 * slower CPU, that would otherwise fall on the first quotes. The separators below are Intl's own
 * for these languages (the unit test compares the two in the browser). Any other locale, a
 * negative number or one Number writes with an exponent gives null: the caller asks Intl. Pure.
 */

/** Per lower-case locale: the decimal sign, the group sign, the fewest digits a number groups at. */
const SEPARATORS: Readonly<Record<string, string>> = {
  en: '.,4',
  'en-au': '.,4',
  'en-ca': '.,4',
  'en-gb': '.,4',
  'en-ie': '.,4',
  'en-nz': '.,4',
  'en-sg': '.,4',
  'es-mx': '.,4',
  ja: '.,4',
  ko: '.,4',
  ms: '.,4',
  th: '.,4',
  zh: '.,4',
  'zh-cn': '.,4',
  'zh-tw': '.,4',
  'de-ch': ".'4",
  de: ',.4',
  el: ',.4',
  hr: ',.4',
  id: ',.4',
  nl: ',.4',
  pt: ',.4',
  'pt-br': ',.4',
  ro: ',.4',
  tr: ',.4',
  vi: ',.4',
  es: ',.5',
  it: ',.5',
  sl: ',.5',
  cs: ',\u00a04',
  'de-at': ',\u00a04',
  lt: ',\u00a04',
  ru: ',\u00a04',
  sk: ',\u00a04',
  uk: ',\u00a04',
  bg: ',\u00a05',
  et: ',\u00a05',
  hu: ',\u00a05',
  lv: ',\u00a05',
  pl: ',\u00a05',
  fr: ',\u202f4',
};

/** The locales this module formats itself (the rest go to Intl). */
export const PLAIN_PRICE_LOCALES = Object.keys(SEPARATORS);

/**
 * `value` with exactly `decimals` decimals, grouped as Intl.NumberFormat would in `locale`
 * (rounding the number's shortest decimal form half away from zero, as Intl does), or null.
 */
export function plainPrice(value: number, decimals: number, locale: string): string | null {
  const separators = SEPARATORS[locale.toLowerCase()];
  const written = String(value);
  if (!separators || value < 0 || written.includes('e')) return null;
  const [decimal, group, groupsFrom] = [...separators] as [string, string, string];
  const [whole = '0', fraction = ''] = written.split('.');
  let digits = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if ((fraction[decimals] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(decimals + 1, '0');
  const integer = text.slice(0, text.length - decimals);
  const grouped = integer.length >= Number(groupsFrom) ? integer.replace(/\B(?=(\d{3})+$)/g, group) : integer;
  return decimals > 0 ? `${grouped}${decimal}${text.slice(-decimals)}` : grouped;
}
