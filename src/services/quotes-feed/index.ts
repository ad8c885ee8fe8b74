/**
 * The live quotes feed (docs/RULES.md §4, 7, 9): one WebSocket per browser per `ws_api`
 * (browser-feed.ts), shared by every widget on it, with token refresh, ping/pong, reconnects and
 * per-instrument snapshots for React's useSyncExternalStore.
 *
 *   const feed = quotesFeed(wsApi, tokenUrl);
 *   const subscription = feed.subscribe(['EURUSD', 'GBPUSD']); // on mount
 *   subscription.update(['USDJPY']);                            // tab switch
 *   subscription.unsubscribe();                                 // on unmount
 *   useSyncExternalStore((l) => feed.subscribeQuote('EURUSD', l), () => feed.getQuote('EURUSD'));
 *   useSyncExternalStore(feed.subscribeStatus, feed.getStatus);
 */
export { quotesFeed } from './shared-feeds';
export { feedAllowed } from './feed-origins';
export type { FeedSocket, FeedStatus, FeedSubscription, QuotesFeed, QuotesFeedOptions } from './quotes-feed';
export type { FeedQuote } from './feed-protocol';
export type { FeedTimings, RetryPolicy } from './feed-timings';
export type { Clock } from '../../platform/dom/clock';
export type { FrameScheduler } from './quote-store';
export { framesUnderLoad } from './frame-scheduler';
export type { PageWatcher, PageHandlers } from './page-lifecycle';
