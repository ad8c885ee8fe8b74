/**
 * Prices as text for a stream of quotes: the number formatter's digits from the locale's
 * separators (platform/dom/number-format.ts), read from Intl once per locale; null where the
 * caller asks Intl (other digits or grouping, a negative number, an exponent).
 */
export { plainNumber as plainPrice } from '../../platform/dom/number-format';
