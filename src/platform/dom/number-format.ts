/**
 * A number format for the page locale that a malformed `data-locale` cannot break: it formats
 * as English instead (the calculators' figures, the quotes' prices). Pure.
 */
export function localeNumberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
}
