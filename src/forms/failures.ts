/**
 * What a form shows and reports when a submission fails: the server's field errors next to the
 * fields this step has, everything else (its message, or a sentence by error code) above the
 * form. Pure.
 */
import { HttpError } from '../services/http/http-error';
import { fieldErrorsOf, serverMessageOf } from '../services/forms-api';
import { FieldError, StepError } from './flow';
import type { Translate } from './translations';

export interface Failure {
  /** Field name → message, for fields shown in this step. */
  fields: Record<string, string>;
  /** Shown above the form; null when the field messages say it all. */
  message: string | null;
  /** For the form-error event. */
  code: string;
  status: number | null;
  /** The alert offers "Try again" (StepError's `retry`). */
  retry?: boolean;
}

const MESSAGE_BY_CODE: Readonly<Record<string, string>> = {
  ERR_NETWORK: 'network_error',
  ETIMEDOUT: 'timeout_error',
  ERR_BAD_RESPONSE: 'server_error',
};

export function describeFailure(error: unknown, shownFields: readonly string[], t: Translate): Failure {
  if (error instanceof FieldError) {
    return shownFields.includes(error.field)
      ? { fields: { [error.field]: error.message }, message: null, code: 'FIELD_ERROR', status: null }
      : { fields: {}, message: error.message, code: 'FIELD_ERROR', status: null };
  }
  if (error instanceof StepError) {
    return { fields: {}, message: error.message, code: error.code, status: null, retry: error.retry };
  }
  if (!(error instanceof HttpError)) return { fields: {}, message: t('request_error'), code: 'UNKNOWN', status: null };

  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
    if (shownFields.includes(name)) fields[name] = message;
    else elsewhere.push(message);
  }
  const byCode = MESSAGE_BY_CODE[error.code];
  let message: string | null;
  if (byCode) message = t(byCode);
  else if (elsewhere.length) message = elsewhere.join(' ');
  else if (Object.keys(fields).length) message = null;
  else message = serverMessageOf(error) ?? t('request_error');
  return { fields, message, code: error.code, status: error.status };
}
