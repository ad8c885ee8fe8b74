/**
 * Reading the APIs' answers: the forms API wraps a success in `{ data }`, the others do not; and a
 * failure that says an endpoint is not there. Pure.
 */
import { isRecord } from '../platform/dom/is-record';
import { HttpError } from '../services/http/http-error';

/** The answer's payload: `data` when the answer wraps one, else the answer itself. */
export function payloadOf(answer: unknown): Record<string, unknown> {
  if (!isRecord(answer)) return {};
  return isRecord(answer.data) ? answer.data : answer;
}

/** A value an answer may carry as an id or a text: a non-empty string, or a number. */
export const isUsable = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));

/**
 * The payload's usable values (non-empty strings, numbers) under these names, for the next steps
 * (profile_id, otp_code_id, ...): a malformed or empty one is as good as none.
 */
export function pick(answer: unknown, ...names: string[]): Record<string, string | number> {
  const payload = payloadOf(answer);
  const kept = names.filter((name) => isUsable(payload[name]));
  return Object.fromEntries(kept.map((name) => [name, payload[name] as string | number]));
}

/**
 * The form-success detail: the last answer, with the sign-up's `profile_id` and `client_id` at
 * its top level, so a host can count the conversion: those the flow keeps (whatever later steps
 * answered), else the answer's own (also from under `data`); only usable ones (a malformed `true`
 * or "" is none, as `pick` reads it). An answer that is no object gives way to the ids; an answer
 * without any goes as it is.
 */
export function successDetail(answer: unknown, data: Readonly<Record<string, unknown>>): unknown {
  const ids = { ...pick(answer, 'profile_id', 'client_id'), ...pick(data, 'profile_id', 'client_id') };
  const { profile_id, client_id, ...rest } = (isRecord(answer) ? answer : {}) as Record<string, unknown>;
  if (profile_id === undefined && client_id === undefined && Object.keys(ids).length === 0) return answer;
  return { ...rest, ...ids };
}

/** A content answer (thank-you pages, confirmations) as title, text and links; malformed parts left out. */
export function contentOf(answer: unknown): {
  title?: string;
  text?: string;
  links?: { label: string; href: string }[];
} {
  const { title, text, links } = payloadOf(answer);
  return {
    ...(typeof title === 'string' ? { title } : {}),
    ...(typeof text === 'string' ? { text } : {}),
    ...(Array.isArray(links)
      ? {
          links: links.filter(
            (link: unknown): link is { label: string; href: string } =>
              isRecord(link) && typeof link.label === 'string' && typeof link.href === 'string',
          ),
        }
      : {}),
  };
}

/** The profile id of the page link (`?profile_id=`), as flow data: emailed links and thank-you pages carry it. */
export function profileFromPage(_props: unknown, { search }: { search: string }): Record<string, unknown> {
  const profileId = new URLSearchParams(search).get('profile_id')?.trim();
  return profileId ? { profile_id: profileId } : {};
}

/** Answers that say the endpoint does not exist: sending again can never get through. */
const NO_SUCH_ENDPOINT = new Set([404, 405, 501]);

/**
 * A step that completes a registered profile, sent: its answer, or null when the API has no such
 * endpoint (404, 405, 501). The account exists then, so the flow ends as a success with the
 * registration's ids instead of an error no retry clears; any other failure is thrown, for the
 * step to show with "Try again" and what was typed.
 */
export async function completing(send: () => Promise<unknown>): Promise<{ answer: unknown } | null> {
  try {
    return { answer: await send() };
  } catch (error) {
    if (!(error instanceof HttpError) || !NO_SUCH_ENDPOINT.has(error.status ?? 0)) throw error;
    console.warn(`<form> ${error.message}: no such step on this API, the sign-up ends here.`);
    return null;
  }
}
