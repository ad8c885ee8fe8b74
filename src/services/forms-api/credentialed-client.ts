/**
 * The HTTP client of our own APIs (forms, user account): sends cookies, and the XSRF token as
 * Laravel-style double submit: the `XSRF-TOKEN` cookie's value in the `X-XSRF-TOKEN` header,
 * only to the configured API origins, never to a third party. When the page has no token yet,
 * GET {base}/utils/xsrf fetches one before the client's first POST or PATCH, so that one is not
 * refused for want of it. A 403 or 419 to a POST or PATCH still means the token was missing, stale
 * or rejected: a fresh cookie is fetched the same way and the request goes once more, with the
 * same Idempotency-Key.
 */
import { pageConfig } from '../../platform/dom/page-config';
import { readCookie } from '../cookies/cookie-jar';
import { createHttpClient, type HttpClient, type HttpClientOptions, type Method } from '../http/http-client';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Answers 204 with a fresh XSRF-TOKEN cookie; served below each API's base. */
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

/** The origins of the forms and user-account APIs the page configures (docs/CONTRACT.md). */
export function configuredApiOrigins(): string[] {
  const { formsApi, accountApi } = pageConfig();
  return [formsApi, accountApi].map((base) => new URL(base, location.href).origin);
}

export interface CredentialedClientOptions extends Omit<HttpClientOptions, 'withCredentials' | 'retryOnce'> {
  /** Origins that may receive the XSRF token. */
  xsrfOrigins: readonly string[];
}

export function createCredentialedClient(options: CredentialedClientOptions): HttpClient {
  let refreshing: Promise<unknown> | undefined;
  // Calls made together share one refresh.
  const refresh = () => (refreshing ??= http.get(XSRF_REFRESH_PATH).finally(() => (refreshing = undefined)));
  const http = createHttpClient({
    ...options,
    withCredentials: true,
    headers: (url) => ({ ...options.headers?.(url), ...xsrfHeader(url, options.xsrfOrigins, readCookie(XSRF_COOKIE)) }),
    async retryOnce(error, method) {
      if (!CHECKED_METHODS.has(method) || !TOKEN_REJECTED.has(error.status)) return false;
      await refresh();
      return true;
    },
  });
  // Once per client: a cookie the page cannot read (an API on another site) is not fetched each time.
  let fetchedFirstToken = !options.xsrfOrigins.includes(new URL(options.baseUrl).origin);
  const request: HttpClient['request'] = async (method, path, requestOptions) => {
    if (CHECKED_METHODS.has(method) && !fetchedFirstToken && !readCookie(XSRF_COOKIE)) {
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
