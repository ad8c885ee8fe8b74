/** Time as the feed sees it: the wall clock and timers, injected so tests can move them. */
export interface Clock {
  /** Wall-clock milliseconds (Date.now): deadlines survive throttled timers. */
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
