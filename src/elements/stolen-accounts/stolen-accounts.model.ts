/**
 * Stolen-accounts rules: the list of fraudulent domains, looking a visitor's address up in it,
 * and checking a report before it is sent. Pure: no DOM, no React, no I/O.
 */
import { attr, AttributeError } from '../../platform/runtime/attributes';

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/**
 * `HTTPS://www.Broker-Login.com:443/path?q#x` → `broker-login.com`: no scheme, user, port, path,
 * leading `www.` or trailing dot, lower case, international names in their punycode form. Null
 * when what is left is not a domain name.
 */
export function normaliseDomain(input: string): string | null {
  let host = input.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^\/\//, '');
  host = host.split(/[/?#\\]/)[0]!;
  host = host.slice(host.lastIndexOf('@') + 1);
  host = host.replace(/:\d*$/, '').replace(/\.$/, '');
  if (!host || /\s/.test(host)) return null;
  try {
    host = new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
  host = host.replace(/^(?:www\d*\.)+/, '');
  return HOSTNAME.test(host) ? host : null;
}

/** `domains`: a comma list or a JSON list of domains or URLs, normalised, without repeats. */
export const domainsAttribute = attr.list([], (value) => {
  let entries: unknown;
  if (value.trim().startsWith('[')) {
    try {
      entries = JSON.parse(value);
    } catch (error) {
      throw new AttributeError(`is not valid JSON (${(error as Error).message})`);
    }
    if (!Array.isArray(entries) || entries.some((entry) => typeof entry !== 'string')) {
      throw new AttributeError('expected a JSON list of domain texts');
    }
  } else {
    entries = value.split(',').filter((entry) => entry.trim());
  }
  const domains: string[] = [];
  for (const entry of entries as string[]) {
    const domain = normaliseDomain(entry);
    if (!domain) throw new AttributeError(`has "${entry.trim()}", which is not a domain`);
    if (!domains.includes(domain)) domains.push(domain);
  }
  return domains;
});

export type Verdict =
  | { status: 'invalid' }
  | { status: 'listed'; domain: string; listed: string }
  | { status: 'not-listed'; domain: string };

/** Whether the address's domain, or a domain it is under (`login.fake.com` under `fake.com`), is listed. */
export function lookUpDomain(domains: readonly string[], input: string): Verdict {
  const domain = normaliseDomain(input);
  if (!domain) return { status: 'invalid' };
  const listed = domains.find((entry) => domain === entry || domain.endsWith(`.${entry}`));
  return listed ? { status: 'listed', domain, listed } : { status: 'not-listed', domain };
}

/** The listed domains that contain what the visitor typed so far (scheme and `www.` ignored). */
export function filterDomains(domains: readonly string[], query: string): readonly string[] {
  const wanted = query
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\d*\./, '')
    .split(/[/?#]/)[0]!;
  return wanted ? domains.filter((domain) => domain.includes(wanted)) : domains;
}

export interface Report {
  email: string;
  subject: string;
  description: string;
}

/** What the form finds wrong with a field: a key of the element's words and its numbers. */
export type ReportProblem =
  | { key: 'email_missing' | 'email_invalid' | 'subject_missing' }
  | { key: 'too_long'; max: number }
  | { key: 'too_short'; min: number };

/** What is wrong with each field: the form's own finding, or the server's message as it came. */
export type ReportErrors = Partial<Record<keyof Report, ReportProblem | string>>;

/** The longest address mail can carry (RFC 5321's 256-octet path, less its angle brackets). */
const EMAIL_MAX_LENGTH = 254;

/**
 * An address to answer the report at: at most 254 characters, no white space, one `@` after a
 * local part, and a domain name after it as this element reads domains. One pass each, nothing
 * to backtrack; the server judges the rest. (Not the forms' isEmail: importing it here would put
 * it in a chunk of its own that every form fetches.)
 */
function isReplyAddress(email: string): boolean {
  const [local, domain = '', ...more] = email.split('@');
  if (email.length > EMAIL_MAX_LENGTH || !local || more.length || /\s/.test(email)) return false;
  return !/[/?#:\\]/.test(domain) && normaliseDomain(domain) !== null;
}

export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 2000;
const SUBJECT_MAX = 500;

/** What is wrong with each field, in the form's order; empty when the report can be sent. */
export function validateReport({ email, subject, description }: Report): Partial<Record<keyof Report, ReportProblem>> {
  const errors: Partial<Record<keyof Report, ReportProblem>> = {};
  if (!email.trim()) errors.email = { key: 'email_missing' };
  else if (!isReplyAddress(email.trim())) errors.email = { key: 'email_invalid' };
  if (!subject.trim()) errors.subject = { key: 'subject_missing' };
  else if (subject.trim().length > SUBJECT_MAX) errors.subject = { key: 'too_long', max: SUBJECT_MAX };
  const length = description.trim().length;
  if (length < DESCRIPTION_MIN) errors.description = { key: 'too_short', min: DESCRIPTION_MIN };
  else if (length > DESCRIPTION_MAX) errors.description = { key: 'too_long', max: DESCRIPTION_MAX };
  return errors;
}

/** Field errors the server sent with a 400 (`{ fields: { email: "..." } }`), for the known fields only. */
export function serverFieldErrors(body: unknown): ReportErrors {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const errors: ReportErrors = {};
  for (const key of ['email', 'subject', 'description'] as const) {
    const message = (fields as Record<string, unknown>)[key];
    if (typeof message === 'string' && message) errors[key] = message;
  }
  return errors;
}
