/**
 * Sends a fraud report through the one HTTP client (src/services/http/http-client.ts) and keeps
 * its state: idle, sending, sent (with the server's reference), failed (with field errors the
 * server named, if any). A failure logs one console warning naming the URL.
 */
import { useRef, useState } from 'react';
import { createHttpClient } from '../../services/http/http-client';
import { HttpError } from '../../services/http/http-error';
import { serverFieldErrors, type Report, type ReportErrors } from './stolen-accounts.model';

export const REPORT_TIMEOUT_MS = 15_000;

export type ReportState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; reference: string }
  | { status: 'failed'; code: string; fields: ReportErrors };

export function useFraudReport(url: string) {
  const [state, setState] = useState<ReportState>({ status: 'idle' });
  const sending = useRef(false);

  const send = async (report: Report) => {
    if (sending.current) return; // a second press while one report is on its way does nothing
    sending.current = true;
    setState({ status: 'sending' });
    const target = new URL(url, location.href);
    try {
      const client = createHttpClient({ baseUrl: target.origin, timeoutMs: REPORT_TIMEOUT_MS });
      const answer = await client.post<{ reference?: unknown } | null>(target.pathname + target.search, report);
      const reference = typeof answer?.reference === 'string' ? answer.reference : '';
      setState({ status: 'sent', reference });
    } catch (error) {
      const code = error instanceof HttpError ? error.code : 'ERR_BAD_RESPONSE';
      console.warn(
        `<stolen-accounts>: could not send the report to ${target.href} (${code}: ${(error as Error).message}).`,
      );
      setState({ status: 'failed', code, fields: error instanceof HttpError ? serverFieldErrors(error.body) : {} });
    } finally {
      sending.current = false;
    }
  };

  return { state, send };
}
