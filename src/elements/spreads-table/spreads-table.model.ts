/**
 * What <spreads-table> shows: per instrument the live spread (ask − bid of the feed's latest
 * quote) and the typical spread of the quotes API, both in price units, with the stale rule of
 * docs/RULES.md §9 (a quote older than 1800 s is marked stale), and the order of the rows. Pure.
 */
import { ContentShapeError } from '../../services/content/content-source';
import { decimalsOf, isStaleQuote, typicalSpreadsOf, type Quote, type TypicalSpreads } from '../../services/quotes';
import { isRecord } from '../../platform/dom/is-record';

export interface SpreadRow {
  instrument: string;
  name: string;
  /** Ask − bid of the latest quote, rounded to its decimals; null without a quote. */
  live: number | null;
  /** Decimals to show the live spread with (the quote's own). */
  liveDecimals: number;
  /** The quote is older than 1800 s (docs/RULES.md §9). */
  stale: boolean;
  /** The quote's time, unix seconds; null without a quote. */
  time: number | null;
  /** The typical spread in price units; null when the API has none for it. */
  typical: number | null;
}

export type SortKey = 'instrument' | 'live' | 'typical';
export type SortDirection = 'ascending' | 'descending';
export interface SortOrder {
  key: SortKey;
  direction: SortDirection;
}

/**
 * Reads `{data: {EURUSD: 0.00006}}` as the quotes API's every reader does (typicalSpreadsOf);
 * `{}` or no entry at all is nothing to show (null); anything else is another shape.
 */
export function readTypicalSpreads(body: unknown): TypicalSpreads | null {
  if (isRecord(body) && !('data' in body)) return null;
  if (!isRecord(body) || !isRecord(body.data)) throw new ContentShapeError('expected {data: {instrument: spread}}');
  const spreads = typicalSpreadsOf(body.data);
  return Object.keys(spreads).length > 0 ? spreads : null;
}

/** The typical-spreads URL for `instruments`: `src?instruments=A,B` (or `&` when src has a query). */
export function spreadsUrl(src: string, instruments: readonly string[]): string {
  if (!src || instruments.length === 0) return '';
  return `${src}${src.includes('?') ? '&' : '?'}instruments=${instruments.map(encodeURIComponent).join(',')}`;
}

/** One instrument's row at `nowSeconds`. */
export function spreadRow(
  instrument: string,
  name: string,
  quote: Pick<Quote, 'bid' | 'ask' | 'time' | 'digits'> | undefined,
  typical: number | undefined,
  nowSeconds: number,
): SpreadRow {
  const hasQuote = quote !== undefined && Number.isFinite(quote.bid) && Number.isFinite(quote.ask);
  const liveDecimals = hasQuote ? Math.max(decimalsOf(quote.bid), decimalsOf(quote.ask), quote.digits || 0) : 0;
  return {
    instrument,
    name,
    // Rounded to the quote's decimals, so 1.08506 − 1.085 shows 0.00006, not float noise.
    live: hasQuote ? Number((quote.ask - quote.bid).toFixed(Math.min(20, liveDecimals))) : null,
    liveDecimals,
    stale: hasQuote && isStaleQuote(quote, nowSeconds),
    time: hasQuote ? quote.time : null,
    typical: typical !== undefined && Number.isFinite(typical) ? typical : null,
  };
}

/** The decimals to show a typical spread with: those it was sent with. */
export const typicalDecimals = (typical: number) => decimalsOf(typical);

/**
 * The rows in `order` (the given order when null). Rows without the sorted value go last in
 * either direction, so "—" never sits between numbers; ties keep the given order.
 */
export function sortRows(rows: readonly SpreadRow[], order: SortOrder | null, locale = 'en'): SpreadRow[] {
  if (!order) return [...rows];
  const sign = order.direction === 'ascending' ? 1 : -1;
  const compareText = new Intl.Collator(locale, { numeric: true }).compare;
  return [...rows].sort((a, b) => {
    if (order.key === 'instrument') return sign * compareText(a.name, b.name);
    const x = a[order.key];
    const y = b[order.key];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  });
}

/** The order after activating column `key`: ascending first, then the other way round. */
export function nextOrder(current: SortOrder | null, key: SortKey): SortOrder {
  if (current?.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: 'ascending' };
}
