/**
 * A check a form asks the server for before its own request (is the email free, is the phone
 * valid). The server's verdict on what was typed stands: its answer, or a refusal naming fields.
 * A check that could not be made (a failure, a refusal naming no field) holds nothing back: one
 * console warning names the endpoint and the form's own request goes, whose answer decides
 * (docs/FORMS.md).
 */
import { HttpError } from '../services/http/http-error';
import { fieldErrorsOf } from '../services/forms-api';

/** The check's answer, or null when it could not be made. */
export async function serverCheck(path: string, check: () => Promise<unknown>): Promise<unknown> {
  try {
    return await check();
  } catch (error) {
    const cancelled = error instanceof HttpError && error.code === 'ERR_CANCELED';
    if (cancelled || Object.keys(fieldErrorsOf(error)).length > 0) throw error;
    console.warn(
      `<form> ${path} failed (${(error as Error).message}): the form is sent unchecked, the server decides.`,
    );
    return null;
  }
}
