/** Reading the APIs' answers: the forms API wraps a success in `{ data }`, the others do not. Pure. */
import { isRecord } from '../platform/dom/is-record';

/** The answer's payload: `data` when the answer wraps one, else the answer itself. */
export function payloadOf(answer: unknown): Record<string, unknown> {
  if (!isRecord(answer)) return {};
  return isRecord(answer.data) ? answer.data : answer;
}

/** The payload's string or number values under these names, for the next steps (profile_id, otp_code_id, ...). */
export function pick(answer: unknown, ...names: string[]): Record<string, unknown> {
  const payload = payloadOf(answer);
  const kept = names.filter((name) => typeof payload[name] === 'string' || typeof payload[name] === 'number');
  return Object.fromEntries(kept.map((name) => [name, payload[name]]));
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
