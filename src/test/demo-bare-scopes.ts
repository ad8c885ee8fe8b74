/**
 * Test helpers for the demo backend's bare scopes (demo/backend/forms/bare-variants.mjs): the
 * page's clients pointed at one (a file per scope: the page keeps its clients), and what that
 * scope received.
 */
import { waitUntil } from '@open-wc/testing';
import { receivedRequests, sameSiteBackendUrl } from './forms-backend';

/** Points the page's forms, account and registration clients at the demo backend's scope; its base URL. */
export async function useBareScope(scope: string): Promise<string> {
  const base = `${await sameSiteBackendUrl()}/__scope/${scope}`;
  Object.assign(document.body.dataset, { formsApi: base, accountApi: base, registrationApi: base });
  return base;
}

/** The scope's records of `path` after the mark `since`. */
export const receivedAt = async (scope: string, path: string, since: number) =>
  (await receivedRequests({ since, scope })).filter((record) => record.path === path);

/** Waits until the scope has received `count` requests to `path` after the mark. */
export const arrivedAt = (scope: string, path: string, since: number, count = 1) =>
  waitUntil(async () => (await receivedAt(scope, path, since)).length >= count, `no request to ${path}`);
