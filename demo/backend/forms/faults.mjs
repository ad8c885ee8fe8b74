/**
 * Fault switches for trying a form's error paths: POST /__forms/faults
 * `{ mode, path?, key?, body?, times?, ms?, gate? }`. Modes:
 * - `field-errors`: 422 with a message for every field the body holds (but timezone and agent);
 * - `server-error`: 500, nothing done;
 * - `slow`: waits `ms` (default 3000, at most 30000) before handling;
 * - `hold`: waits until the test opens the gate named `gate` (../gates.mjs), then handles;
 * - `drop`: handles the request, then cuts the connection a few bytes into the answer: the answer
 *   is lost on its way, as on a failing network (a retry with the same Idempotency-Key gets the
 *   stored answer);
 * - `answer`: answers `status` (default 200) with `answer` as it is, without the forms API's
 *   `{ data }` wrapper: `{}` for an empty answer, any other shape for a malformed one, a string
 *   for a body that is not JSON at all;
 * - `not-found`: 404, nothing done;
 * - `ok`: clears the faults of its scope (those for `path` when given).
 * `scope` limits a fault to the requests under `/__scope/{scope}/` (a test file's own forms API),
 * `path` limits a fault to one request path (without the scope prefix), `key` to the requests carrying that Idempotency-Key
 * (tests running side by side each fault their own submissions), `body` to the requests whose
 * body has those values (`{ "email": "..." }`), `times` to that many requests
 * (unlimited when absent). The newest matching fault applies.
 */
export const FAULT_MODES = ['field-errors', 'server-error', 'slow', 'hold', 'drop', 'answer', 'not-found', 'ok'];
const DEFAULT_SLOW_MS = 3000;
const MAX_SLOW_MS = 30_000;

export function createFaults() {
  let faults = [];
  return {
    list: () => faults,
    /** Returns an error message for a malformed switch, else null. */
    set({ mode, path, key, body, times, ms, gate, answer, status, scope } = {}) {
      if (!FAULT_MODES.includes(mode)) return `mode must be one of ${FAULT_MODES.join(', ')}`;
      if (mode === 'hold' && typeof gate !== 'string') return 'hold needs a gate';
      if (mode === 'ok') {
        // Only the caller's own scope (unscoped callers: the unscoped faults): test files run side by
        // side, and one clearing its faults must not clear another's.
        faults = faults.filter((fault) => fault.scope !== (scope ?? null) || (path && fault.path !== path));
        return null;
      }
      const slowMs = Math.min(Number(ms ?? DEFAULT_SLOW_MS), MAX_SLOW_MS);
      faults.unshift({
        mode,
        path: path ?? null,
        scope: scope ?? null,
        key: key ?? null,
        body: body ?? null,
        times: times ?? null,
        ms: slowMs,
        gate: gate ?? null,
        answer: answer ?? {},
        status: Number(status ?? 200),
      });
      return null;
    },
    /** The fault for a request to `path` (in `scope`) with Idempotency-Key `key` and this body, counted as used. */
    take(path, key, body, scope = null) {
      const fault = faults.find(
        (candidate) =>
          candidate.scope === scope &&
          (!candidate.path || candidate.path === path) &&
          (!candidate.key || candidate.key === key) &&
          Object.entries(candidate.body ?? {}).every(([name, value]) => body?.[name] === value),
      );
      if (fault?.times != null && --fault.times <= 0) faults = faults.filter((other) => other !== fault);
      return fault ?? null;
    },
  };
}

const ADDED_BY_CLIENT = new Set(['timezone', 'agent']);

export function faultFieldErrors(body) {
  const fields = Object.keys(body ?? {}).filter((field) => !ADDED_BY_CLIENT.has(field));
  return Object.fromEntries(fields.map((field) => [field, 'The server rejected this value (demo fault)']));
}
