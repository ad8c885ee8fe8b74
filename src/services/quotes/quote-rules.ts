/**
 * The quote rules of docs/RULES.md §3, 4 and 9 as pure functions: stale quotes and typical spreads,
 * decimals, the placeholder row, and number formatting for the page locale. No DOM.
 */
import { localeNumberFormat } from '../../platform/dom/number-format';
import { plainPrice } from './price-text';

export type QuoteState = 'up' | 'down';

/** A quote of the live feed (docs/RULES.md §3). `time` is unix seconds. */
export interface Quote {
  name: string;
  slug: string;
  bid: number;
  ask: number;
  /** As the feed sends it: in pips or points for a live quote (see `formatSpread`). */
  spread: number;
  state: QuoteState;
  time: number;
  digits: number;
  /** Set by `applyTypicalSpread`: the ask and spread are the typical spread's, not live. */
  indicative?: true;
}

/** Typical spreads in price units, by instrument (docs/CONTRACT.md: quotes_typical_spreads). */
export type TypicalSpreads = Readonly<Record<string, number>>;

/** A number, or a numeric string (some feeds quote prices as text); NaN for anything else. */
export const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;

/**
 * The typical spreads of an answer's `data` (`{ EURUSD: 0.00006, GBPUSD: "0.00009" }`): numbers
 * and numeric strings of zero or more (a spread is never negative); anything else is dropped.
 */
export function typicalSpreadsOf(data: Readonly<Record<string, unknown>>): TypicalSpreads {
  const spreads: Record<string, number> = {};
  for (const [instrument, value] of Object.entries(data)) {
    const spread = toNumber(value);
    if (Number.isFinite(spread) && spread >= 0) spreads[instrument] = spread;
  }
  return spreads;
}

/** A quote older than this (seconds) shows the typical spread instead of its own (docs/RULES.md §9). */
export const STALE_QUOTE_SECONDS = 1800;

/** Intl.NumberFormat accepts at most 100 fraction digits; prices never need more than this. */
const MAX_DECIMALS = 20;

/**
 * A double holds 15 significant decimal digits reliably; a number written with more
 * (`1.0229000000000001`, `0.30000000000000004`) carries binary-fraction noise past them.
 */
const RELIABLE_DIGITS = 15;

const NUMBER_TEXT = /^[-+]?(\d*)(?:\.(\d*))?(?:e([-+]?\d+))?$/i;

/** The decimals and significant digits of a number as written, or null for something else. */
function written(text: string): { decimals: number; significant: number } | null {
  const match = NUMBER_TEXT.exec(text);
  if (!match || !(match[1] || match[2])) return null;
  const [, whole = '', fraction = '', exponent = '0'] = match;
  return {
    decimals: Math.min(MAX_DECIMALS, Math.max(0, fraction.length - Number(exponent))),
    significant: (whole + fraction).replace(/^0+/, '').length,
  };
}

/**
 * Decimals written in a number as the feed sent it: `1.10000` has 5, `6e-5` has 5, `1.5e-7`
 * has 8. Float noise does not count: `1.0229000000000001` has 4, as `1.0229` would.
 */
export function decimalsOf(value: number | string | undefined): number {
  if (value === undefined) return 0;
  const text = String(value).trim();
  const digits = written(text);
  if (!digits) return 0;
  if (digits.significant <= RELIABLE_DIGITS) return digits.decimals;
  return written(String(Number(Number(text).toPrecision(RELIABLE_DIGITS))))?.decimals ?? 0;
}

/** Whether the quote is older than 1800 s at `nowSeconds`. */
export function isStaleQuote(quote: Pick<Quote, 'time'>, nowSeconds: number): boolean {
  return nowSeconds - quote.time > STALE_QUOTE_SECONDS;
}

/**
 * docs/RULES.md §9: a quote older than 1800 s with a known typical spread gets spread = typical and
 * ask = bid + typical, marked `indicative`. Any other quote is returned as it is (same object,
 * so a snapshot keeps its identity). The sum is rounded so float noise never shows as decimals.
 */
export function applyTypicalSpread<Q extends Quote>(quote: Q, typical: number | undefined, nowSeconds: number): Q {
  if (typical === undefined || !Number.isFinite(typical) || !isStaleQuote(quote, nowSeconds)) return quote;
  const decimals = Math.max(decimalsOf(quote.bid), decimalsOf(typical), quote.digits || 0);
  const ask = Number((quote.bid + typical).toFixed(Math.min(decimals, MAX_DECIMALS)));
  return { ...quote, spread: typical, ask, indicative: true };
}

/**
 * docs/RULES.md §9: the most decimals among the typical spread, bid and ask, and the quote's own digits
 * (noise excluded, see `decimalsOf`). Pass the typical spread only when it is shown.
 */
export function quoteDecimals(quote: Pick<Quote, 'bid' | 'ask' | 'digits'>, typical: number | undefined): number {
  return Math.min(
    MAX_DECIMALS,
    Math.max(decimalsOf(quote.bid), decimalsOf(quote.ask), decimalsOf(typical), quote.digits || 0),
  );
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(decimals: number, locale: string): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = localeNumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, format);
  }
  return format;
}

/**
 * A price with exactly `decimals` decimals in the page locale; '-' for a missing number. Intl only
 * for the locales price-text.ts does not know: it keeps the locale data off the first quotes.
 */
export function formatPrice(value: number | undefined, decimals: number, locale: string): string {
  if (value === undefined || !Number.isFinite(value)) return '-';
  const places = Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(decimals)));
  return plainPrice(value, places, locale) ?? formatter(places, locale).format(value);
}

/**
 * The spread as the feed sent it (pips or points for a live quote; the typical spread, in
 * price units, for an indicative one), with the decimals it was sent with: the widget does not
 * convert units it cannot know.
 */
export function formatSpread(spread: number, locale: string): string {
  return formatPrice(spread, decimalsOf(spread), locale);
}

/** docs/RULES.md §9: a crypto change as an absolute value with 2 decimals and a percent sign: `-1.5` → `1.50%`. */
export function formatCryptoChange(value: number | undefined, locale = 'en'): string {
  if (value === undefined || !Number.isFinite(value)) return '-';
  return `${formatPrice(Math.abs(value), 2, locale)}%`;
}

export type ChangeDirection = 'up' | 'down' | 'flat';

/** Which way a change went; docs/RULES.md §9: positive only above 0. No value, or 0, is flat. */
export function changeDirection(value: number | undefined): ChangeDirection {
  if (value === undefined || value === 0 || Number.isNaN(value)) return 'flat';
  return value > 0 ? 'up' : 'down';
}

/** What a quote row shows: texts ready for the cells. */
export interface QuoteRow {
  bid: string;
  ask: string;
  spread: string;
  state: QuoteState;
  /** The ask and spread come from the typical spread (the quote is older than 1800 s). */
  indicative: boolean;
  /** The quote's time (unix seconds), null before data. */
  time: number | null;
}

/** docs/RULES.md §4: before data arrives a row shows bid and ask '-', spread 0, state down. */
export const PLACEHOLDER_ROW: Readonly<QuoteRow> = Object.freeze({
  bid: '-',
  ask: '-',
  spread: '0',
  state: 'down',
  indicative: false,
  time: null,
});

/** All the rules at once: the row for `quote` (or the placeholder), formatted for `locale`. */
export function quoteRow(
  quote: Quote | undefined,
  typical: number | undefined,
  nowSeconds: number,
  locale: string,
): QuoteRow {
  if (!quote) return PLACEHOLDER_ROW;
  const shown = applyTypicalSpread(quote, typical, nowSeconds);
  // A live quote has the instrument's decimals; an indicative one those of its typical spread too.
  const decimals = quoteDecimals(shown, shown.indicative ? typical : undefined);
  return {
    bid: formatPrice(shown.bid, decimals, locale),
    ask: formatPrice(shown.ask, decimals, locale),
    spread: formatSpread(shown.spread, locale),
    state: shown.state,
    indicative: shown.indicative === true,
    time: shown.time,
  };
}
