/** Errors as values with codes (docs/RULES.md §8), never strings to parse. Pure. */

export type HttpErrorCode = 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ETIMEDOUT' | 'ERR_CANCELED';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly code: HttpErrorCode,
    message: string,
    readonly status: number | null = null,
    /** The parsed error body, when the server sent one. */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** 4xx is a bad request, 5xx (and anything else not ok) a bad response. */
export function codeForStatus(status: number): HttpErrorCode {
  return status >= 400 && status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE';
}
