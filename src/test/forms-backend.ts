/**
 * Test helpers for the demo's forms, user-account and registration APIs (demo/backend/forms.mjs):
 * what they received, and their fault switches.
 *
 * The backend listens on 127.0.0.1, the test page is on localhost: two sites, so the page could
 * neither read the XSRF cookie the backend sets nor send it back. Tests reach the backend under
 * the page's own host name instead (same site, another port, still cross-origin with CORS), the
 * way a broker serves its page and its API from one site: then the cookie, the header and the
 * server's check are all real. The 127.0.0.1 address stays a genuine third party.
 */
import { backendUrl } from './harness';
import { uniqueName } from './seeded-random';

/** The demo backend under the page's host name: same site as the page. */
export async function sameSiteBackendUrl(): Promise<string> {
  const url = new URL(await backendUrl());
  url.hostname = location.hostname;
  return url.origin;
}

/** A request a test backend recorded (the demo backend's here, the bare backend's in bare-backend.ts). */
export interface RecordedRequest {
  id: number;
  method: string;
  /** As sent (path parameters stay URL-encoded), without the bare backend's scope prefix. */
  path: string;
  query: Record<string, string>;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
  /** Names of the cookies the request carried. */
  cookies: string[];
  /** The demo backend masks passwords. */
  body: Record<string, unknown> | null;
  status: number;
  response: unknown;
}

export interface ReceivedRequest extends RecordedRequest {
  api: 'forms' | 'account' | 'registration' | 'xsrf';
  xsrf: 'accepted' | 'rejected' | 'not checked' | 'issued';
  fault: string | null;
}

export interface ReceivedFilter {
  /** A substring of the path. */
  path?: string;
  /** The Idempotency-Key. */
  key?: string;
  /** Only records after this id (see lastReceivedId). */
  since?: number;
  /** Another scope's records than this file's (the demo's bare scope). */
  scope?: string;
}

/** What the backend received: in a file with a scope (formsScope), only what came to its scope. */
export async function receivedRequests(filter: ReceivedFilter = {}): Promise<ReceivedRequest[]> {
  const scoped = fileScope === undefined ? filter : { scope: fileScope, ...filter };
  const query = new URLSearchParams(Object.entries(scoped).map(([name, value]) => [name, String(value)]));
  const response = await fetch(`${await backendUrl()}/__forms/submissions?${query}`);
  return (await response.json()) as ReceivedRequest[];
}

/** The requests the server accepted: a POST with a stale XSRF token is refused, then sent again. */
export async function acceptedRequests(filter: ReceivedFilter = {}): Promise<ReceivedRequest[]> {
  return (await receivedRequests(filter)).filter(({ xsrf }) => xsrf !== 'rejected');
}

/** The newest record's id: a mark to ask for what came after. */
export async function lastReceivedId(): Promise<number> {
  return (await receivedRequests()).at(-1)?.id ?? 0;
}

export interface Fault {
  mode: 'field-errors' | 'server-error' | 'hold' | 'drop' | 'answer' | 'not-found' | 'ok';
  path?: string;
  /** Limit the fault to the submission with this Idempotency-Key: test files run side by side. */
  key?: string;
  /** Limit the fault to the requests whose body has these values, e.g. `{ email }`. */
  body?: Record<string, string | number | boolean>;
  times?: number;
  /** For `hold`: the gate the requests wait at until the test opens it (src/test/gates.ts). */
  gate?: string;
  /** For `answer`: the body as sent (a string is sent as HTML), and its status (default 200). */
  answer?: unknown;
  status?: number;
  /** The scope it applies to; this file's by default. */
  scope?: string;
}

let fileScope: string | undefined;

/**
 * This test file's scope of the forms backend: its forms point at `/__scope/{scope}/` (see
 * useFormsBackend) and its faults apply there alone, so a list or config faulted here never
 * reaches the form tests running beside it.
 */
export function formsScope(): string {
  fileScope ??= uniqueName('forms');
  return fileScope;
}

/** Switches a fault on for this file's scope (or for unscoped requests, in a file that has none). */
export async function switchFault(fault: Fault): Promise<void> {
  const response = await fetch(`${await backendUrl()}/__forms/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scope: fileScope, ...fault }),
  });
  if (!response.ok) throw new Error(`the fault switch refused ${JSON.stringify(fault)}`);
}

/** The browser's time zone: what the sign-ups that send one send. */
export const TIMEZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A unique address, so each test finds its own records and never meets "email taken". */
export const uniqueEmail = (tag = 'visitor') => `${uniqueName(tag)}@example.com`;

/** What the account sign-ups require (demo/backend/forms/endpoints.mjs). */
export const accountSignup = (email = uniqueEmail()) => ({
  email,
  password: 'Trader2024',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+44 7700 900123',
  country: 'GB',
  terms: true,
});

/** accountSignup with the phone after the country: typed in that order, the phone field has the country's code. */
export function accountSignupPhoneLast(email = uniqueEmail()) {
  const { phone, ...account } = accountSignup(email);
  return { ...account, phone };
}
