/**
 * One feed per `ws_api`: every widget with the same `ws_api` shares its socket, and so do the
 * browser's tabs (browser-feed.ts) unless the browser lacks Web Locks or BroadcastChannel or the
 * page opts out with `data-quotes-shared="off"` on `<body>`; then the tab's feed engine runs solo,
 * with a socket of its own.
 */
import { pageBody } from '../../platform/dom/page-globals';
import { pageBaseUri } from '../../platform/dom/page-state';
import { canShareBetweenTabs, createBrowserFeed } from './browser-feed';
import type { QuotesFeed } from './quotes-feed';
import { fetchToken } from './token-fetch';

const feeds = new Map<string, QuotesFeed>();

/**
 * `ws_api` as an absolute ws(s) URL: a relative or http(s) value is resolved against the page
 * (`/ws/quotes` on https://broker.example is wss://broker.example/ws/quotes), so spellings of
 * one address share one socket. A value that is no URL is kept; opening it logs the error.
 */
function socketUrl(wsApi: string): string {
  try {
    const url = new URL(wsApi.trim(), pageBaseUri());
    if (url.protocol === 'http:' || url.protocol === 'https:')
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.href;
  } catch {
    return wsApi.trim();
  }
}

/** Read here rather than in page-config.ts: the feed is in a lazy chunk, the page config is eager. */
const pageOptsOut = () => pageBody()?.dataset.quotesShared?.trim().toLowerCase() === 'off';

/**
 * The page's feed for `wsApi`, created on first use with the timings of docs/RULES.md §9. The first caller's
 * `tokenUrl` is the feed's: widgets sharing a `ws_api` are expected to share the token URL (so
 * are the tabs sharing its socket: the leader tab's token opens it).
 */
export function quotesFeed(wsApi: string, tokenUrl: string): QuotesFeed {
  const url = socketUrl(wsApi);
  let feed = feeds.get(url);
  if (!feed) {
    const solo = !canShareBetweenTabs() || pageOptsOut();
    feed = createBrowserFeed({ url, fetchToken: () => fetchToken(tokenUrl), solo });
    feeds.set(url, feed);
  }
  return feed;
}
