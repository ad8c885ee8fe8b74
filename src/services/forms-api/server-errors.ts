/**
 * What a form shows from a failed call. The APIs answer a rejected submission (4xx) with
 *   { "message": "The given data was invalid.", "errors": { "email": "Enter a valid email address" } }
 * where a field's message may also be a list (Laravel: `["The email has already been taken."]`,
 * the first is shown), and the whole object may sit under `data`. Pure.
 */
import { HttpError } from '../http/http-error';
import { isRecord } from '../../platform/dom/is-record';

function errorBody(error: unknown): Record<string, unknown> {
  if (!(error instanceof HttpError) || !isRecord(error.body)) return {};
  return isRecord(error.body.data) && !('errors' in error.body) ? error.body.data : error.body;
}

/** Field name → the message to show next to that field; empty when the server named none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const { errors } = errorBody(error);
  if (!isRecord(errors)) return {};
  const fieldErrors: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
    if (typeof message === 'string' && message) fieldErrors[field] = message;
  }
  return fieldErrors;
}

/** The server's message for the whole form, when it sent one. */
export function serverMessageOf(error: unknown): string | null {
  const { message } = errorBody(error);
  return typeof message === 'string' && message ? message : null;
}
