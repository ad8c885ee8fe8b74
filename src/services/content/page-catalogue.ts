/**
 * The page's catalogue of words (`<body data-translations="URL">`, docs/CONTRACT.md "Language"):
 * one GET through the one HTTP client. Its reading (hostile JSON) is the language store's.
 */
import { createHttpClient } from '../http/http-client';
import { CONTENT_TIMEOUT_MS } from './content-source';

/** GET `url` (absolute, or relative to the page); rejects as the HTTP client does. */
export function fetchPageCatalogue(url: string): Promise<unknown> {
  const target = new URL(url, location.href);
  return createHttpClient({ baseUrl: target.origin, timeoutMs: CONTENT_TIMEOUT_MS }).get(
    target.pathname + target.search,
  );
}
