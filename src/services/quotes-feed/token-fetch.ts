/**
 * GET {token-url} → the quotes token, as JSON `{ "token": "..." }` or plain text (docs/CONTRACT.md).
 * At most one request per URL is in flight: every feed asking meanwhile shares its answer.
 */
import { pageBaseUri } from '../../platform/dom/page-state';
import { createHttpClient } from '../http/http-client';

/** docs/RULES.md §5: an empty token is an error with this message, and no socket is opened. */
export class MissingTokenError extends Error {
  override name = 'MissingTokenError';
  constructor() {
    super('Token has not been provided');
  }
}

const TOKEN_TIMEOUT_MS = 10_000;

/** The token in a response body; throws MissingTokenError when there is none. */
export function readToken(body: unknown): string {
  let value = body;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      value = JSON.parse(value); // JSON sent as text/plain
    } catch {
      /* a plain-text token that happens to start with "{" */
    }
  }
  const token = typeof value === 'string' ? value : (value as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || !token.trim()) throw new MissingTokenError();
  return token.trim();
}

const inFlight = new Map<string, Promise<string>>();

export function fetchToken(tokenUrl: string): Promise<string> {
  if (!tokenUrl.trim()) return Promise.reject(new MissingTokenError());
  const url = new URL(tokenUrl, pageBaseUri());
  let request = inFlight.get(url.href);
  if (!request) {
    request = createHttpClient({ baseUrl: url.origin, timeoutMs: TOKEN_TIMEOUT_MS })
      .get(url.pathname + url.search)
      .then(readToken)
      .finally(() => inFlight.delete(url.href));
    inFlight.set(url.href, request);
  }
  return request;
}
