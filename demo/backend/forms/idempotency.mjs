/**
 * Idempotency keys: a POST or PATCH with an `Idempotency-Key` the server has answered with a
 * success gets that same answer again, and nothing is done twice. A request arriving while the
 * first with its key is still being handled waits for it. Failures are not kept: a visitor who
 * corrects a field error may send the same submission, with its key, again.
 */
const KEPT = 5000;

export function createIdempotency() {
  /** key → { request: 'METHOD /path', outcome: Promise<{ status, body }> } */
  const entries = new Map();

  async function run(key, request, handle) {
    const known = entries.get(key);
    if (known) {
      if (known.request !== request) {
        return { status: 422, body: { message: 'This Idempotency-Key was already used for another request' } };
      }
      const outcome = await known.outcome;
      if (outcome.status < 300) return { ...outcome, replayed: true };
      if (entries.get(key) === known) entries.delete(key);
      return run(key, request, handle);
    }
    const entry = { request, outcome: handle() };
    entries.set(key, entry);
    const outcome = await entry.outcome;
    if (outcome.status >= 300 && entries.get(key) === entry) entries.delete(key);
    if (entries.size > KEPT) entries.delete(entries.keys().next().value);
    return outcome;
  }

  return { run };
}
