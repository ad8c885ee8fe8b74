/**
 * Runs `run` at the page's next idle moment (a task of its own, after the frames that were due),
 * or after `timeoutMs` at the latest on a page that is never idle. Returns a cancel. Where the
 * browser has no idle callbacks, a task later.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
