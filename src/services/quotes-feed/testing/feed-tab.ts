/**
 * What the tabs of the browser-feed tests share: their page's address, a page's feed as
 * `window.feedTab`, and the instruments and waits of those tests.
 */
import { systemClock } from '../../../platform/dom/clock';
import type { FeedSubscription, QuotesFeed } from '../quotes-feed';

/**
 * A feed subscription as a widget with its rows on screen makes it: the instruments, and a
 * listener on each one's quote (a tab's copy of a browser-wide feed holds the quotes listened to).
 */
export function watchQuotes(feed: QuotesFeed, instruments: readonly string[]): FeedSubscription {
  const subscription = feed.subscribe(instruments);
  const listen = (list: readonly string[]) =>
    list.map((instrument) => feed.subscribeQuote(instrument, () => undefined));
  let stops = listen(instruments);
  const stopListening = () => stops.splice(0).forEach((stop) => stop());
  return {
    update(next) {
      subscription.update(next);
      stopListening();
      stops = listen(next);
    },
    unsubscribe() {
      subscription.unsubscribe();
      stopListening();
    },
  };
}

export interface FeedTab {
  start(wsApi: string, tokenUrl: string, instruments: string[]): void;
  bid(instrument: string): number | undefined;
  /** When (ms since the epoch, this machine's clock) the tab first held `bid` for `instrument`. */
  heldAt(instrument: string, bid: number): number | undefined;
  status(): string;
}

declare global {
  interface Window {
    feedTab?: FeedTab;
  }
}

/** On a tab page: `window.feedTab` subscribes, on `start`, the feed that `open` gives. */
export function exposeFeedTab(open: (wsApi: string, tokenUrl: string) => QuotesFeed) {
  let feed: QuotesFeed | null = null;
  const heldAt = new Map<string, number>();
  const held = (instrument: string, bid: number | undefined) => `${instrument} ${bid}`;
  window.feedTab = {
    start(wsApi, tokenUrl, instruments) {
      const started = open(wsApi, tokenUrl);
      feed = started;
      watchQuotes(started, instruments);
      for (const instrument of instruments)
        started.subscribeQuote(instrument, () => {
          const key = held(instrument, started.getQuote(instrument)?.bid);
          if (!heldAt.has(key)) heldAt.set(key, systemClock.now());
        });
    },
    bid: (instrument) => feed?.getQuote(instrument)?.bid,
    heldAt: (instrument, bid) => heldAt.get(held(instrument, bid)),
    status: () => feed?.getStatus() ?? 'none',
  };
}

/** The page of every browser-feed test's tab (./feed-tab.html): it loads the test file its `?test=` names. */
const TAB_PAGE = '/src/services/quotes-feed/testing/feed-tab.html';

/** The address of a tab of `testFile` (a file of src/services/quotes-feed/), with `params` for it. */
export const tabPage = (testFile: string, params: Record<string, string> = {}) =>
  `${TAB_PAGE}?${new URLSearchParams({ test: testFile, ...params })}`;

/** Whether this is a tab page, where a test file exposes its tab rather than run its tests. */
export const onTabPage = () => location.pathname === TAB_PAGE;

export const WAIT = { timeout: 8_000 };
// The market never moves these (stale on purpose, demo/backend/market/instruments.mjs): a pushed price stays.
export const STILL = ['USDTRY', 'USDZAR', 'EURNOK'] as const;
