/**
 * What <deposit-withdrawal> shows: the payment methods a visitor of a country can use in a
 * currency, for deposits or withdrawals, with fees, minimums and processing times formatted for
 * the page locale. Pure.
 */
import { ContentShapeError } from '../../services/content/content-source';
import { isRecord } from '../../platform/dom/is-record';
import { localeNumberFormat } from '../../platform/dom/number-format';

export type Direction = 'deposit' | 'withdrawal';
export const METHOD_TYPES = ['card', 'bank', 'ewallet', 'crypto'] as const;
export type MethodType = (typeof METHOD_TYPES)[number];

export type TimeUnit = 'instant' | 'minutes' | 'hours' | 'days';
export interface ProcessingTime {
  from: number;
  to: number;
  unit: TimeUnit;
}

export interface Terms {
  /** Percent of the amount. */
  feePercent: number;
  /** A fixed fee in the transaction's currency. */
  feeFixed: number;
  /** The smallest amount, in the transaction's currency; null for none. */
  minAmount: number | null;
  time: ProcessingTime;
}

export interface PaymentMethod {
  id: string;
  name: string;
  type: MethodType;
  /** ISO 3166-1 alpha-2 codes, or '*' for every country. */
  countries: string[];
  excludedCountries: string[];
  /** ISO 4217 codes. */
  currencies: string[];
  deposit: Terms | null;
  withdrawal: Terms | null;
}

const codes = (value: unknown, length: number) =>
  Array.isArray(value)
    ? value
        .filter((item): item is string => typeof item === 'string')
        .map((item) => item.trim().toUpperCase())
        .filter((item) => item === '*' || new RegExp(`^[A-Z]{${length}}$`).test(item))
    : [];
const nonNegative = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

function readTime(value: unknown): ProcessingTime | null {
  if (!isRecord(value)) return null;
  const unit = value.unit;
  if (unit !== 'instant' && unit !== 'minutes' && unit !== 'hours' && unit !== 'days') return null;
  const from = nonNegative(value.from, NaN);
  const to = nonNegative(value.to, from);
  if (unit !== 'instant' && (!Number.isFinite(from) || to < from)) return null;
  return unit === 'instant' ? { from: 0, to: 0, unit } : { from, to, unit };
}

function readTerms(value: unknown): Terms | null {
  if (!isRecord(value)) return null;
  const time = readTime(value.time);
  if (!time) return null;
  const minAmount = nonNegative(value.minAmount, NaN);
  return {
    feePercent: nonNegative(value.feePercent, 0),
    feeFixed: nonNegative(value.feeFixed, 0),
    minAmount: Number.isFinite(minAmount) ? minAmount : null,
    time,
  };
}

/** One method, or null when it lacks an id, a name, a known type, countries, currencies or any terms. */
export function readMethod(value: unknown): PaymentMethod | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string') return null;
  if (!METHOD_TYPES.includes(value.type as MethodType)) return null;
  const method: PaymentMethod = {
    id: value.id,
    name: value.name,
    type: value.type as MethodType,
    countries: codes(value.countries, 2),
    excludedCountries: codes(value.excludedCountries, 2).filter((code) => code !== '*'),
    currencies: codes(value.currencies, 3).filter((code) => code !== '*'),
    deposit: readTerms(value.deposit),
    withdrawal: readTerms(value.withdrawal),
  };
  const usable = method.countries.length > 0 && method.currencies.length > 0;
  return usable && (method.deposit || method.withdrawal) ? method : null;
}

/** The methods of a list, malformed ones left out. */
export const readMethodList = (list: readonly unknown[]) =>
  list.map(readMethod).filter((method): method is PaymentMethod => method !== null);

/** Reads the endpoint's `{data: [methods]}`: `{}` or no usable method is nothing to show (null). */
export function readMethods(body: unknown): PaymentMethod[] | null {
  if (isRecord(body) && !('data' in body)) return null;
  const list = Array.isArray(body) ? body : isRecord(body) ? body.data : undefined;
  if (!Array.isArray(list)) throw new ContentShapeError('expected {data: [payment methods]}');
  const methods = readMethodList(list);
  return methods.length > 0 ? methods : null;
}

/** The check of the `methods` attribute: a JSON list of objects with a text `id` and `name`. */
export function checkMethods(value: unknown): string | null {
  if (!Array.isArray(value)) return 'expected a JSON list of payment methods';
  const bad = value.findIndex((item) => !readMethod(item));
  return bad === -1 ? null : `method ${bad} lacks an id, name, known type, countries, currencies or terms`;
}

/** Whether a visitor of `country` ('' for any) can use the method. */
export function availableIn(method: PaymentMethod, country: string): boolean {
  if (!country) return true;
  return (
    (method.countries.includes('*') || method.countries.includes(country)) &&
    !method.excludedCountries.includes(country)
  );
}

export interface MethodFilter {
  direction: Direction;
  country: string;
  currency: string;
}

/** The methods offered for `direction`, in `country`, in `currency` ('' for any). */
export function filterMethods(methods: readonly PaymentMethod[], { direction, country, currency }: MethodFilter) {
  return methods.filter(
    (method) =>
      method[direction] !== null && availableIn(method, country) && (!currency || method.currencies.includes(currency)),
  );
}

/** The countries named by the methods (and `extra`), by display name. */
export function countryOptions(methods: readonly PaymentMethod[], extra: string, names: (code: string) => string) {
  const all = new Set(methods.flatMap((method) => method.countries.filter((code) => code !== '*')));
  if (extra) all.add(extra);
  return [...all].sort((a, b) => names(a).localeCompare(names(b)));
}

/** The currencies of the methods for `direction` in `country`, in the order the methods list them. */
export function currencyOptions(methods: readonly PaymentMethod[], direction: Direction, country: string) {
  return [
    ...new Set(filterMethods(methods, { direction, country, currency: '' }).flatMap((method) => method.currencies)),
  ];
}

/** The currency to show: the wanted one when offered, else the first offered ('' for none). */
export function chooseCurrency(options: readonly string[], wanted: string): string {
  return options.includes(wanted) ? wanted : (options[0] ?? '');
}

/** `free` (the word for no fee), `1%`, `10.00 US$`-style fixed fees in `currency`, or both: `0.5% + $1.00`. */
export function formatFee(terms: Terms, currency: string, locale: string, free: string): string {
  const parts: string[] = [];
  if (terms.feePercent > 0) {
    parts.push(
      localeNumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(terms.feePercent / 100),
    );
  }
  if (terms.feeFixed > 0) parts.push(formatMoney(terms.feeFixed, currency, locale));
  return parts.length > 0 ? parts.join(' + ') : free;
}

/** An amount in `currency` for the page locale (a plain number when there is no currency). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return currency
    ? localeNumberFormat(locale, { style: 'currency', currency }).format(amount)
    : localeNumberFormat(locale, { maximumFractionDigits: 2 }).format(amount);
}

const UNITS: Readonly<Record<Exclude<TimeUnit, 'instant'>, string>> = { minutes: 'minute', hours: 'hour', days: 'day' };

/** `instant` (the word for no wait), `24 hours`, `1–3 days` in the page locale's unit words. */
export function formatTime(time: ProcessingTime, locale: string, instant: string): string {
  if (time.unit === 'instant') return instant;
  const format = localeNumberFormat(locale, { style: 'unit', unit: UNITS[time.unit], unitDisplay: 'long' });
  if (time.from === time.to) return format.format(time.from);
  // formatRange is in every browser we support (ES2023 Intl) but not in this TypeScript lib.
  const ranged = format as Intl.NumberFormat & { formatRange?(from: number, to: number): string };
  return (
    ranged.formatRange?.(time.from, time.to) ??
    `${localeNumberFormat(locale, {}).format(time.from)}–${format.format(time.to)}`
  );
}

/** A region's name in the page locale; the code itself when the browser has none. */
export function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
