/**
 * The HTTP client of our own APIs (forms, user account): sends cookies, and the XSRF token as
 * Laravel-style double submit in the `X-XSRF-TOKEN` header, only to the configured API origins,
 * never to a third party. The token is the `XSRF-TOKEN` cookie's value when the API is on the
 * page's own origin; on any other origin (a partner's page, whose own `XSRF-TOKEN` cookie the
 * page's script reads too) it is the token that GET {base}/utils/xsrf answered, and none before
 * that answer. When there is no token yet, that endpoint is asked before the client's first POST or
 * PATCH, so that one is not refused for want of it. A 403 or 419 to a POST or PATCH still means the
 * token was missing, stale or rejected: a fresh one is fetched the same way and the request goes
 * once more, with the same Idempotency-Key.
 */
import { pageConfig } from '../../platform/dom/page-config';
import { readCookie } from '../cookies/cookie-jar';
import { createHttpClient, type HttpClient, type HttpClientOptions, type Method } from '../http/http-client';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Sets a fresh XSRF-TOKEN cookie and answers the token as JSON `{ "token": "…" }`; served below each API's base. */
export const XSRF_REFRESH_PATH = '/utils/xsrf';

const TOKEN_REJECTED = new Set<number | null>([403, 419]);
const CHECKED_METHODS = new Set<Method>(['POST', 'PATCH', 'PUT', 'DELETE']);

/** The header for a request to `url`: only to a trusted origin, only when there is a token. Pure. */
export function xsrfHeader(
  url: URL,
  trustedOrigins: readonly string[],
  token: string | undefined,
): Record<string, string> {
  return token && trustedOrigins.includes(url.origin) ? { [XSRF_HEADER]: token } : {};
}

/**
 * The XSRF token for a request to `apiOrigin` from a page on `pageOrigin`. Pure. The cookie
 * counts only on the page's own origin, where it can only be the API's; elsewhere it may be the
 * page owner's token, so only the one the API's token endpoint answered counts, and without one
 * there is none.
 */
export function xsrfToken(
  apiOrigin: string,
  pageOrigin: string,
  cookie: string | undefined,
  answered: string | undefined,
): string | undefined {
  return apiOrigin === pageOrigin ? cookie : answered;
}

/** The token in the token endpoint's answer `{ "token": "…" }`, if any. Pure. */
export function answeredToken(body: unknown): string | undefined {
  const token = (body as { token?: unknown } | null)?.token;
  return typeof token === 'string' && token ? token : undefined;
}

/** The origins of the forms and user-account APIs the page configures (docs/CONTRACT.md). */
export function configuredApiOrigins(): string[] {
  const { formsApi, accountApi } = pageConfig();
  return [formsApi, accountApi].map((base) => new URL(base, location.href).origin);
}

export interface CredentialedClientOptions extends Omit<HttpClientOptions, 'withCredentials' | 'retryOnce'> {
  /** Origins that may receive the XSRF token. */
  xsrfOrigins: readonly string[];
}

/**
 * The tokens the endpoints answered, by API origin, for the whole page: the server's cookie is one
 * per host, so two clients of one API (forms and user account) must not each keep their own.
 */
const answeredTokens = new Map<string, string | undefined>();
const refreshes = new Map<string, Promise<unknown>>();

export function createCredentialedClient(options: CredentialedClientOptions): HttpClient {
  const apiOrigin = new URL(options.baseUrl).origin;
  const tokenFor = (origin: string) =>
    xsrfToken(origin, location.origin, readCookie(XSRF_COOKIE), answeredTokens.get(origin));
  // Calls made together share one refresh.
  const refresh = () => {
    let refreshing = refreshes.get(apiOrigin);
    if (!refreshing) {
      refreshing = http
        .get(XSRF_REFRESH_PATH)
        .then((body) => void answeredTokens.set(apiOrigin, answeredToken(body)))
        .finally(() => refreshes.delete(apiOrigin));
      refreshes.set(apiOrigin, refreshing);
    }
    return refreshing;
  };
  const http = createHttpClient({
    ...options,
    withCredentials: true,
    headers: (url) => ({ ...options.headers?.(url), ...xsrfHeader(url, options.xsrfOrigins, tokenFor(url.origin)) }),
    async retryOnce(error, method) {
      if (!CHECKED_METHODS.has(method) || !TOKEN_REJECTED.has(error.status)) return false;
      await refresh();
      return true;
    },
  });
  // Once per client: an API that answers no token is not asked before each call.
  let fetchedFirstToken = !options.xsrfOrigins.includes(apiOrigin);
  const request: HttpClient['request'] = async (method, path, requestOptions) => {
    if (CHECKED_METHODS.has(method) && !fetchedFirstToken && !tokenFor(apiOrigin)) {
      fetchedFirstToken = true;
      // A failed fetch leaves the token to the refresh after a refusal.
      await refresh().catch(() => undefined);
    }
    return http.request(method, path, requestOptions);
  };
  return {
    ...http,
    request,
    post: (path, body, requestOptions) => request('POST', path, { ...requestOptions, body }),
  };
}
