/**
 * The rules of the one quotes table (quotes-widget, crypto-widget): its configuration (docs/RULES.md
 * §3: pairs, links, slugs), its words, the feed state it shows and each row's freshness. Pure.
 * The attributes themselves are in feed-attributes.ts.
 */
import type { FeedStatus } from '../../contract/events';
import {
  changeDirection,
  formatCryptoChange,
  quoteRow,
  STALE_QUOTE_SECONDS,
  type ChangeDirection,
  type QuoteState,
} from '../../services/quotes';
import type { FeedQuote } from '../../services/quotes-feed';

export function splitPairs(pairs: string | readonly string[]): string[] {
  const list = typeof pairs === 'string' ? pairs.split(',') : pairs;
  return list.map((pair) => pair.trim().toUpperCase()).filter(Boolean);
}

/** `full-path-url` with `{slug}` filled in; null when there is no URL or no slug. */
export function instrumentHref(fullPathUrl: string, slug: string | undefined): string | null {
  if (!fullPathUrl || !slug) return null;
  return fullPathUrl.replaceAll('{slug}', encodeURIComponent(slug));
}

/** Links may name the regulator: `/open-account?regulator={regulator}`. */
export function fillLink(url: string, regulator: string): string {
  return url.replaceAll('{regulator}', encodeURIComponent(regulator));
}

/** The slug of an instrument: the configured one, else the quote's, else the lower-cased code. */
export function slugFor(instrument: string, slugs: Readonly<Record<string, string>>, quoteSlug?: string): string {
  return slugs[instrument] ?? quoteSlug ?? instrument.toLowerCase();
}

/** The host's `data-feed-state` (docs/CONTRACT.md "Live prices"). */
export type FeedState = 'connecting' | 'live' | 'paused' | 'reconnecting' | 'offline';

/** A feed without a live socket this long (no socket, or no token) is offline. */
export const OFFLINE_AFTER_MS = 10_000;

/** How long the notice that prices were paused shows after the visitor releases them. */
export const RESUMED_NOTICE_MS = 5_000;

/**
 * The state a table shows: paused while the page's prices are paused; else live while the feed
 * is; offline without a feed, when the socket is open but silent (`stale`), or after
 * OFFLINE_AFTER_MS without a live socket (`downTooLong`); else connecting or reconnecting.
 */
export function feedState(status: FeedStatus | null, paused: boolean, downTooLong: boolean): FeedState {
  if (paused) return 'paused';
  if (status === 'live') return 'live';
  if (status === null || status === 'stale' || downTooLong) return 'offline';
  return status;
}

/** The status text's key (quotes-table.words.ts): none while live, unless the prices were just released. */
export type StatusKey = Exclude<FeedState, 'live'> | 'resumed';

/** The visible (and announced) status, as its words' key: none while live, unless the prices were just released. */
export function statusKey(state: FeedState, resumed: boolean): StatusKey | '' {
  if (state === 'live') return resumed ? 'resumed' : '';
  return state;
}

/**
 * Whether a row follows the feed: while it is on or near the screen and the page's prices are
 * not paused; paused, a row that has shown no price yet (a page started paused) takes its first,
 * so a paused table is never a table of dashes.
 */
export const followsFeed = (nearScreen: boolean, paused: boolean, priced: boolean): boolean =>
  nearScreen && (!paused || !priced);

/** A row's `data-freshness`: stale for a quote older than 1800 s (docs/RULES.md §9); none before data. */
export function rowFreshness(time: number | null, nowSeconds: number): 'live' | 'stale' | undefined {
  if (time === null) return undefined;
  return nowSeconds - time > STALE_QUOTE_SECONDS ? 'stale' : 'live';
}

/** The direction arrows of the quote tables; decorative, the direction is also hidden text. */
export const ARROWS = { up: '▲', down: '▼' } as const;

/** docs/CONTRACT.md: class `positive` above 0 (`negative` below, for the colour). */
const CHANGE_CLASSES = { up: 'positive', down: 'negative', flat: '' } as const;

/** A cell that shows a direction: its class, the decorative arrow, the hidden word, the figure. */
export interface DirectionText {
  className: string;
  arrow: string;
  word: string;
  value: string;
}

/**
 * What a row of the table shows, as texts for its cells and its markers: what a tick changes
 * (quote-row.tsx writes it in place, row-writer.ts).
 */
export interface RowView {
  state: QuoteState;
  freshness: 'live' | 'stale' | undefined;
  indicative: boolean;
  /** The coin's symbol (crypto-widget, under the name): the quote's, else the instrument's code. */
  symbol: string;
  bid: string;
  ask: string;
  /** The spread, with the word `indicative` after it (or nothing) as `note`. */
  spread: DirectionText & { note: string };
  changeDay: DirectionText;
  changeWeek: DirectionText;
  /** The quote's time (unix seconds), null before data. */
  time: number | null;
}

/** The row's words, in the element's language (quotes-table.words.ts). */
export type RowWords = Readonly<Record<'up' | 'down' | 'indicative', string>>;

/**
 * The row of `quote` (docs/RULES.md §4, §9: the placeholder before data, the typical spread past
 * 1800 s, a change as its absolute value with its direction as class, arrow and hidden word).
 */
export function rowView(
  quote: FeedQuote | undefined,
  instrument: string,
  typical: number | undefined,
  nowSeconds: number,
  locale: string,
  words: RowWords,
): RowView {
  const row = quoteRow(quote, typical, nowSeconds, locale);
  return {
    state: row.state,
    freshness: rowFreshness(row.time, nowSeconds),
    indicative: row.indicative,
    symbol: quote?.symbol ?? instrument,
    bid: row.bid,
    ask: row.ask,
    spread: {
      className: `spread ${row.state}`,
      arrow: `${ARROWS[row.state]} `,
      word: `${words[row.state]}, `,
      value: row.spread,
      note: row.indicative ? ` ${words.indicative}` : '',
    },
    changeDay: changeText(quote?.dayChange, locale, words),
    changeWeek: changeText(quote?.weekChange, locale, words),
    time: row.time,
  };
}

function changeText(value: number | undefined, locale: string, words: RowWords): DirectionText {
  const direction: ChangeDirection = changeDirection(value);
  const flat = direction === 'flat';
  return {
    className: `change ${CHANGE_CLASSES[direction]}`,
    arrow: flat ? '' : `${ARROWS[direction]} `,
    word: flat ? '' : `${words[direction]} `,
    value: formatCryptoChange(value, locale),
  };
}
