/**
 * What the tabs of one browser say to each other about one feed address, over two
 * BroadcastChannels, read by each tab's feed engine (tab-session.ts). Pure. Every tab hears every
 * message but its own.
 *
 * On the tabs' channel (tab-sync.ts):
 * - `wants`: a tab's instruments, sent on each change and every heartbeat; `[]` or `bye` and
 *   the tab is out of the union.
 * - `hello`: a tab has just become the leader; every tab answers with `wants`.
 * - `status`: the leader's feed status, on each change and every heartbeat.
 *
 * On the quotes channel (quotes-relay.ts):
 * - `quotes`: a data message the leader's socket received, as text (a string is the cheapest
 *   thing to post; each follower reads it as the socket's own message).
 * - `snapshot`: the leader's latest quotes for instruments a tab has just added, for that tab.
 *
 * Other versions of the library on the same origin use other channel names (TAB_PROTOCOL), so a
 * message that does not read is a defect, or another script's, and is ignored. Every value is
 * read as the socket's are (a snapshot's quotes through readQuote) and within TAB_LIMITS: any
 * script of the origin can post on these channels (docs/SECURITY.md "Another tab's messages").
 */
import type { FeedStatus } from '../../contract/events';
import { readQuote, type FeedQuote } from './feed-protocol';
import { isRecord } from '../../platform/dom/is-record';

/** Part of the channel's and the lock's names: a change of the messages below changes it. */
export const TAB_PROTOCOL = 'site-elements/quotes-feed/2';

/** The tabs' channel of the feed at `url` (its lock has the same name), and its quotes channel. */
export const channelNames = (url: string) => {
  const tabs = `${TAB_PROTOCOL} ${url}`;
  return { tabs, quotes: `${tabs} quotes` };
};

/** The part of BroadcastChannel a tab uses. */
export interface TabChannel<Message = TabMessage> {
  postMessage(message: Message): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export type TabMessage =
  | { kind: 'wants'; tab: string; instruments: string[] }
  | { kind: 'bye'; tab: string }
  | { kind: 'hello'; tab: string }
  | { kind: 'status'; status: FeedStatus };

export type QuotesMessage =
  { kind: 'quotes'; text: string } | { kind: 'snapshot'; to: string; quotes: Record<string, FeedQuote> };

/**
 * The most a message may carry, far above what a page of this library sends (a tab's id is about
 * 20 characters, a page's widgets want tens of instruments): a message beyond them is refused, so
 * no script of the origin can make a tab's work per message grow (the roster has its own caps,
 * tab-roster.ts).
 */
export const TAB_LIMITS = Object.freeze({
  tabIdChars: 64,
  instrumentChars: 64,
  /** Instruments in one tab's `wants`, and quotes in one snapshot. */
  instruments: 500,
  /** A relayed socket message: 1 MB, dozens of a busy socket's largest. */
  quotesChars: 1_000_000,
});

const STATUSES: readonly string[] = ['connecting', 'live', 'stale', 'reconnecting'] satisfies FeedStatus[];

const isText = (value: unknown, maxChars: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= maxChars;

const isTabId = (value: unknown): value is string => isText(value, TAB_LIMITS.tabIdChars);

/** An instrument as the socket's open message can carry it: in its comma list, so without a comma. */
const isInstrument = (value: unknown): value is string =>
  isText(value, TAB_LIMITS.instrumentChars) && !value.includes(',');

const isInstrumentList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= TAB_LIMITS.instruments && value.every(isInstrument);

/** The tabs' message `value` carries, or null for anything else. */
export function readTabMessage(value: unknown): TabMessage | null {
  if (!isRecord(value)) return null;
  switch (value.kind) {
    case 'wants':
      return isTabId(value.tab) && isInstrumentList(value.instruments)
        ? { kind: 'wants', tab: value.tab, instruments: [...value.instruments] }
        : null;
    case 'bye':
    case 'hello':
      return isTabId(value.tab) ? { kind: value.kind, tab: value.tab } : null;
    case 'status':
      return STATUSES.includes(value.status as string) ? { kind: 'status', status: value.status as FeedStatus } : null;
    default:
      return null;
  }
}

/**
 * A snapshot's quotes, each read as the socket's own (readQuote), so a field of the wrong kind
 * never reaches a view; an entry that does not read is left out. Null for more than the limit, or
 * none that reads.
 */
function readSnapshotQuotes(value: unknown, nowSeconds: number): Record<string, FeedQuote> | null {
  if (!isRecord(value)) return null;
  const instruments = Object.keys(value);
  if (instruments.length > TAB_LIMITS.instruments) return null;
  const quotes: Record<string, FeedQuote> = {};
  for (const instrument of instruments) {
    const quote = isInstrument(instrument) ? readQuote(instrument, value[instrument], undefined, nowSeconds) : null;
    if (quote) quotes[instrument] = quote;
  }
  return Object.keys(quotes).length > 0 ? quotes : null;
}

/** The quotes message `value` carries, or null for anything else; `nowSeconds` is a quote's time when it has none. */
export function readQuotesMessage(value: unknown, nowSeconds: number): QuotesMessage | null {
  if (!isRecord(value)) return null;
  switch (value.kind) {
    case 'quotes':
      return isText(value.text, TAB_LIMITS.quotesChars) ? { kind: 'quotes', text: value.text } : null;
    case 'snapshot': {
      const quotes = isTabId(value.to) ? readSnapshotQuotes(value.quotes, nowSeconds) : null;
      return quotes ? { kind: 'snapshot', to: value.to as string, quotes } : null;
    }
    default:
      return null;
  }
}
