/**
 * What a widget holds of its `ws_api`'s feed (browser-feed.ts): subscriptions for the socket, the
 * feed's status and its rows' quotes, paced by the page's store (quote-store.ts), whether the
 * tab's feed engine shares the browser's socket or, where tabs cannot share, runs solo.
 */
import type { FeedStatus } from '../../contract/events';
import type { FeedQuote } from './feed-protocol';
import type { FrameScheduler } from './quote-store';
import type { SocketFeed, SocketFeedOptions } from './socket-feed';

export type { FeedStatus };
export type { FeedSocket } from './feed-connection';
export type { FeedSubscription } from './subscriptions';

export interface QuotesFeed extends SocketFeed {
  /**
   * The latest quote; the same object until this instrument changes. Of an instrument nobody
   * listens to (`subscribeQuote`), the feed may hold an older one (quote-store.ts).
   */
  getQuote(instrument: string): FeedQuote | undefined;
  /** Calls `listener` at most once per frame after `instrument` changed. */
  subscribeQuote(instrument: string, listener: () => void): () => void;
}

export interface QuotesFeedOptions extends Omit<SocketFeedOptions, 'onData'> {
  scheduleFlush?: FrameScheduler;
}
