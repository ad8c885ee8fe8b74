/**
 * Test helpers for the bare backend of the spec's calls (src/test/bare-backend.mjs): the page's
 * form clients pointed at it, in this file's own scope, its switches and what it received. It is
 * reached under the page's host name, as the demo backend is (forms-backend.ts), so the XSRF
 * cookie it sets is the page's to read and send back.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type { RecordedRequest } from './forms-backend';
import { gateAt, type Gate } from './gates';
import { uniqueName } from './seeded-random';

export type BareRequest = RecordedRequest;

export interface BareSettings {
  /** Every call answers 500 (`true`) or 404 but those of `answers`. */
  failing?: boolean | 404;
  /** Path as the spec writes it → what it answers instead, once its `gate` (if any) opens. */
  answers?: Record<string, { status?: number; body?: unknown; gate?: string }>;
}

let origin: Promise<string> | undefined;
const scope = uniqueName('bare');

/** The bare backend under the page's host name. */
export function bareBackendUrl(): Promise<string> {
  origin ??= executeServerCommand<string, undefined>('bare-backend-url').then((url) => {
    const sameSite = new URL(url!);
    sameSite.hostname = location.hostname;
    return sameSite.origin;
  });
  return origin;
}

/** Points the page's forms, account and registration clients at this file's scope of the bare backend. */
export async function useBareBackend(): Promise<string> {
  const base = `${await bareBackendUrl()}/__scope/${scope}`;
  Object.assign(document.body.dataset, { formsApi: base, accountApi: base, registrationApi: base });
  return base;
}

/** Replaces this file's settings; without any, every call the spec lists answers 200 `{}`. */
export async function setBareBackend(settings: BareSettings = {}): Promise<void> {
  const response = await fetch(`${await bareBackendUrl()}/__bare/settings`, {
    method: 'POST',
    body: JSON.stringify({ scope, ...settings }),
  });
  if (!response.ok) throw new Error(`the bare backend refused ${JSON.stringify(settings)}`);
}

/** What this file's scope received after the record `since`, in order. */
export async function bareRequests(since = 0): Promise<BareRequest[]> {
  const response = await fetch(`${await bareBackendUrl()}/__bare/requests?scope=${scope}&since=${since}`);
  return (await response.json()) as BareRequest[];
}

/** The newest record's id: a mark to ask for what came after. */
export async function lastBareRequestId(): Promise<number> {
  return (await bareRequests()).at(-1)?.id ?? 0;
}

/** A new gate of the bare backend, for an answer held until the test opens it (src/test/gates.ts). */
export const bareGate = async (): Promise<Gate> => gateAt(`${await bareBackendUrl()}/__bare/gates`);
