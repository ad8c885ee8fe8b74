/** One feed per page per `ws_api`: every widget with the same `ws_api` shares its socket. */
import { createQuotesFeed, type QuotesFeed } from './quotes-feed';
import { fetchToken } from './token-fetch';

const feeds = new Map<string, QuotesFeed>();

/**
 * `ws_api` as an absolute ws(s) URL: a relative or http(s) value is resolved against the page
 * (`/ws/quotes` on https://broker.example is wss://broker.example/ws/quotes), so spellings of
 * one address share one socket. A value that is no URL is kept; opening it logs the error.
 */
function socketUrl(wsApi: string): string {
  try {
    const url = new URL(wsApi.trim(), document.baseURI);
    if (url.protocol === 'http:' || url.protocol === 'https:')
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.href;
  } catch {
    return wsApi.trim();
  }
}

/**
 * The page's feed for `wsApi`, created on first use with the timings of docs/RULES.md §9. The first caller's
 * `tokenUrl` is the feed's: widgets sharing a `ws_api` are expected to share the token URL.
 */
export function quotesFeed(wsApi: string, tokenUrl: string): QuotesFeed {
  const url = socketUrl(wsApi);
  let feed = feeds.get(url);
  if (!feed) {
    feed = createQuotesFeed({ url, fetchToken: () => fetchToken(tokenUrl) });
    feeds.set(url, feed);
  }
  return feed;
}
