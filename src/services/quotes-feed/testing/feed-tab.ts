/**
 * What the tab pages of the browser-feed window tests share: a page's feed as `window.feedTab`,
 * and the instruments and waits of those tests.
 */
import type { QuotesFeed } from '../quotes-feed';

export interface FeedTab {
  start(wsApi: string, tokenUrl: string, instruments: string[]): void;
  bid(instrument: string): number | undefined;
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
  window.feedTab = {
    start(wsApi, tokenUrl, instruments) {
      feed = open(wsApi, tokenUrl);
      feed.subscribe(instruments);
    },
    bid: (instrument) => feed?.getQuote(instrument)?.bid,
    status: () => feed?.getStatus() ?? 'none',
  };
}

export const WAIT = { timeout: 8_000 };
// The market never moves these (stale on purpose, demo/backend/market/instruments.mjs): a pushed price stays.
export const STILL = ['USDTRY', 'USDZAR', 'EURNOK'] as const;
