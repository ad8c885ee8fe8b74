/**
 * What the API routes received, newest last, for GET /__forms/submissions and
 * demo/submissions.html: every call (GETs too) with its headers, the names of the cookies it
 * carried (not their values), body
 * (passwords masked), the answer's status and body, the XSRF verdict and the fault applied.
 * An idempotent replay is not a new record.
 */
import { scopeOf } from './scope.mjs';

const LIMIT = 1000;
const SECRET = /password/i;

const cookieNames = (header = '') =>
  header
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter(Boolean);

const mask = (body) =>
  Object.fromEntries(Object.entries(body ?? {}).map(([key, value]) => [key, SECRET.test(key) ? '********' : value]));

export function createRecords() {
  let records = [];
  let nextId = 1;
  return {
    add(request, { api, status, response, xsrf, fault }) {
      const headers = { ...request.headers };
      const { scope, path } = scopeOf(request.url);
      delete headers.cookie;
      records.push({
        id: nextId++,
        at: new Date().toISOString(),
        api,
        method: request.method,
        path,
        scope,
        query: { ...request.query },
        headers,
        cookies: cookieNames(request.headers.cookie),
        body: request.body == null ? null : mask(request.body),
        status,
        response,
        xsrf,
        fault,
      });
      if (records.length > LIMIT) records.shift();
    },
    /** Filters: `path` (a substring), `key` (the Idempotency-Key), `since` (records after this id), `scope`. */
    find({ path = '', key, since = 0, scope } = {}) {
      return records.filter(
        (record) =>
          record.path.includes(path) &&
          (scope === undefined || record.scope === scope) &&
          (key === undefined || record.headers['idempotency-key'] === key) &&
          record.id > Number(since),
      );
    },
    clear() {
      records = [];
    },
  };
}
