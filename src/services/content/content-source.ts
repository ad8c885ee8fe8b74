/**
 * Content the lazy widgets fetch (articles, instruments, payment methods, ...): one GET through
 * the one HTTP client, read by the widget's own `read` function. Any backend may answer late,
 * empty or in another shape, so the outcome is a value, never a throw: `ready` with the data,
 * `empty` when the answer holds nothing to show, `failed` with an HttpError-style code when the
 * request failed, timed out (3 s by default) or the answer was not of the expected shape. A
 * failure logs one console warning naming the URL; the widget decides its fallback.
 */
import { createHttpClient, type HttpClient } from '../http/http-client';
import { HttpError } from '../http/http-error';

export const CONTENT_TIMEOUT_MS = 3000;

export type ContentResult<T> =
  { status: 'ready'; data: T } | { status: 'empty' } | { status: 'failed'; code: string; message: string };

/**
 * Reads an answer into the widget's data: returns the data, `null` when the answer is
 * well-formed but holds nothing, or throws a ContentShapeError when it has another shape.
 */
export type ContentReader<T> = (body: unknown) => T | null;

export class ContentShapeError extends Error {
  override name = 'ContentShapeError';
}

const clients = new Map<string, HttpClient>();

function clientFor(origin: string): HttpClient {
  let client = clients.get(origin);
  if (!client) clients.set(origin, (client = createHttpClient({ baseUrl: origin, timeoutMs: CONTENT_TIMEOUT_MS })));
  return client;
}

export interface LoadContentOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Names the widget in the console warning, e.g. `<article-list>`. */
  who?: string;
}

/** GET `url` (absolute, or relative to the page) and read it; never rejects. */
export async function loadContent<T>(
  url: string,
  read: ContentReader<T>,
  { signal, timeoutMs, who = 'content' }: LoadContentOptions = {},
): Promise<ContentResult<T>> {
  const target = new URL(url, location.href);
  try {
    const body = await clientFor(target.origin).get(target.pathname + target.search, { signal, timeoutMs });
    const data = read(body);
    return data === null ? { status: 'empty' } : { status: 'ready', data };
  } catch (error) {
    if (signal?.aborted) return { status: 'failed', code: 'ERR_CANCELED', message: 'canceled' };
    const code = error instanceof HttpError ? error.code : 'ERR_BAD_RESPONSE';
    const message = (error as Error).message;
    console.warn(`${who}: could not load ${target.href} (${code}: ${message}); showing the fallback.`);
    return { status: 'failed', code, message };
  }
}
