/**
 * The rules of the one quotes table (quotes-widget, crypto-widget): its configuration (docs/RULES.md
 * §3: pairs, links, slugs), its words, the feed state it shows and each row's freshness. Pure.
 * The attributes themselves are in feed-attributes.ts.
 */
import type { FeedStatus } from '../../contract/events';
import { STALE_QUOTE_SECONDS } from '../../services/quotes';

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

/**
 * Every English word the quote tables write (quotes-widget, crypto-widget), keyed; `translations`
 * still wins for the words it names.
 */
export const WORDING = {
  pause: 'Pause prices',
  connecting: 'Connecting to live prices…',
  reconnecting: 'Reconnecting to live prices. The prices shown are not current.',
  offline: 'Live prices are unavailable right now. The prices shown are not current.',
  paused: 'Prices are paused. The prices shown are not current.',
  resumed: 'Prices were paused. The latest prices are shown.',
  symbol: 'Symbol',
  bid: 'Bid',
  ask: 'Ask',
  spread: 'Spread',
  change_day: 'Day change',
  change_week: 'Week change',
  trade: 'Trade',
  buy: 'Buy',
  sell: 'Sell',
  showAllInstruments: 'Show all instruments',
  indicative: 'indicative',
  up: 'up',
  down: 'down',
} as const;

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

/** The visible (and announced) status text: none while live, unless the prices were just released. */
export function statusText(state: FeedState, resumed: boolean): string {
  if (state === 'live') return resumed ? WORDING.resumed : '';
  return WORDING[state];
}

/** A row's `data-freshness`: stale for a quote older than 1800 s (docs/RULES.md §9); none before data. */
export function rowFreshness(time: number | null, nowSeconds: number): 'live' | 'stale' | undefined {
  if (time === null) return undefined;
  return nowSeconds - time > STALE_QUOTE_SECONDS ? 'stale' : 'live';
}
