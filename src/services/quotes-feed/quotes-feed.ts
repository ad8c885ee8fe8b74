/**
 * A page's own quotes feed: one socket to one `ws_api` for every widget on the page subscribed to
 * it (socket-feed.ts), its quotes in the page's store (quote-store.ts), which paces the rows. A
 * page that shares the browser's feed (browser-feed.ts) holds the same `QuotesFeed`.
 */
import type { FeedStatus } from '../../contract/events';
import type { FeedQuote } from './feed-protocol';
import { nextFrame } from './frame-scheduler';
import { createQuoteStore, type FrameScheduler } from './quote-store';
import { createSocketFeed, type SocketFeed, type SocketFeedOptions } from './socket-feed';

export type { FeedStatus };
export type { FeedSocket } from './feed-connection';
export type { FeedSubscription } from './subscriptions';

export interface QuotesFeed extends SocketFeed {
  /**
   * The latest quote; the same object until this instrument changes. Of an instrument nobody
   * listens to (`subscribeQuote`), a browser-wide feed may hold an older one (page-quotes.ts).
   */
  getQuote(instrument: string): FeedQuote | undefined;
  /** Calls `listener` at most once per frame after `instrument` changed. */
  subscribeQuote(instrument: string, listener: () => void): () => void;
}

export interface QuotesFeedOptions extends Omit<SocketFeedOptions, 'onData'> {
  scheduleFlush?: FrameScheduler;
}

export function createQuotesFeed(options: QuotesFeedOptions): QuotesFeed {
  const store = createQuoteStore(options.scheduleFlush ?? nextFrame);
  const feed = createSocketFeed({ ...options, onData: (_text, data, nowSeconds) => store.apply(data, nowSeconds) });
  return { ...feed, getQuote: store.get, subscribeQuote: store.subscribe };
}
