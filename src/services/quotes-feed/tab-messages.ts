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
 * message that does not read is a defect, and is ignored.
 */
import type { FeedStatus } from '../../contract/events';
import type { FeedQuote } from './feed-protocol';
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

const STATUSES: readonly string[] = ['connecting', 'live', 'stale', 'reconnecting'] satisfies FeedStatus[];

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

/** The tabs' message `value` carries, or null for anything else. */
export function readTabMessage(value: unknown): TabMessage | null {
  if (!isRecord(value)) return null;
  switch (value.kind) {
    case 'wants':
      return isText(value.tab) && isTextList(value.instruments)
        ? { kind: 'wants', tab: value.tab, instruments: value.instruments }
        : null;
    case 'bye':
    case 'hello':
      return isText(value.tab) ? { kind: value.kind, tab: value.tab } : null;
    case 'status':
      return STATUSES.includes(value.status as string) ? { kind: 'status', status: value.status as FeedStatus } : null;
    default:
      return null;
  }
}

/** The quotes message `value` carries, or null for anything else. */
export function readQuotesMessage(value: unknown): QuotesMessage | null {
  if (!isRecord(value)) return null;
  switch (value.kind) {
    case 'quotes':
      return isText(value.text) ? { kind: 'quotes', text: value.text } : null;
    case 'snapshot':
      return isText(value.to) && isRecord(value.quotes) && Object.values(value.quotes).every(isRecord)
        ? { kind: 'snapshot', to: value.to, quotes: value.quotes as Record<string, FeedQuote> }
        : null;
    default:
      return null;
  }
}
