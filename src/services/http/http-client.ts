/**
 * The one HTTP client factory: the forms, user-account, registration and quotes clients are all
 * made here. Responses are parsed by content type (JSON or text); failures reject with an
 * HttpError carrying a code. On the browser's fetch: a client library cost every form 2.3 kB gz
 * for the few lines below.
 */
import { timeout } from '../../platform/dom/timeout-signal';
import { codeForStatus, HttpError } from './http-error';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface HttpClientOptions {
  /** Absolute base URL; request paths are appended to it. */
  baseUrl: string;
  /** Send cookies with cross-origin requests. */
  withCredentials?: boolean;
  /**
   * Headers added to every request, read at request time (again for a retry). Given the absolute
   * request URL, so a credential can be kept to the origins it belongs to.
   */
  headers?: (url: URL) => Record<string, string>;
  /** Query parameters added to every request, read at request time. */
  query?: () => Query;
  timeoutMs?: number;
  /**
   * Called when a request fails; resolve true to send it once more, e.g. after refreshing an
   * expired token. Never called for the retry itself.
   */
  retryOnce?: (error: HttpError, method: Method) => Promise<boolean>;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface HttpClient {
  readonly baseUrl: string;
  request<T = unknown>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, withCredentials = false, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const root = baseUrl.replace(/\/+$/, '');
  const credentials: RequestCredentials = withCredentials ? 'include' : 'same-origin';

  async function request<T>(method: Method, path: string, request: RequestOptions = {}): Promise<T> {
    const url = withQuery(path, { ...options.query?.(), ...request.query });
    const absoluteUrl = new URL(root + url, globalThis.location?.href);
    const where = `${method} ${url}`;

    async function send(): Promise<T> {
      // On systemClock, which a test moves (docs/TOOLCHAIN.md, "No test waits on real time").
      const [deadline, done] = timeout(request.timeoutMs ?? timeoutMs);
      const signals = [deadline];
      if (request.signal) signals.push(request.signal);
      const headers: Record<string, string> = {
        Accept: 'application/json, text/plain;q=0.9',
        ...options.headers?.(absoluteUrl),
        ...request.headers,
      };
      let body: string | undefined;
      if (request.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(request.body);
      }
      try {
        const response = await fetch(absoluteUrl, {
          method,
          headers,
          body,
          credentials,
          signal: AbortSignal.any(signals),
        });
        const text = response.status === 204 ? '' : await response.text();
        const json = (response.headers.get('content-type') ?? '').includes('json');
        if (!response.ok) {
          const status = response.status;
          throw new HttpError(codeForStatus(status), `${where} answered ${status}`, status, errorBody(text, json));
        }
        if (response.status === 204) return null as T;
        return (json && text ? JSON.parse(text) : text) as T;
      } catch (error) {
        throw toHttpError(error, where);
      } finally {
        done();
      }
    }

    try {
      return await send();
    } catch (error) {
      if (!(await options.retryOnce?.(error as HttpError, method))) throw error;
      return send();
    }
  }

  return {
    baseUrl,
    request,
    get<T>(path: string, options?: RequestOptions) {
      return request<T>('GET', path, options);
    },
    post<T>(path: string, body?: unknown, options?: RequestOptions) {
      return request<T>('POST', path, { ...options, body });
    },
  };
}

function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** A failure's body: its JSON when it has some, else its text (null when empty). */
function errorBody(text: string, json: boolean): unknown {
  if (json) {
    try {
      return JSON.parse(text);
    } catch {
      /* not JSON after all: keep the text */
    }
  }
  return text || null;
}

function toHttpError(error: unknown, where: string): HttpError {
  if (error instanceof HttpError) return error;
  const name = (error as { name?: unknown }).name;
  if (name === 'TimeoutError') return new HttpError('ETIMEDOUT', `${where} timed out`);
  if (name === 'AbortError') return new HttpError('ERR_CANCELED', `${where} was canceled`);
  if (error instanceof SyntaxError) return new HttpError('ERR_BAD_RESPONSE', `${where} sent malformed JSON`);
  return new HttpError('ERR_NETWORK', `${where} failed: ${(error as Error).message}`);
}
