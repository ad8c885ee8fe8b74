/**
 * Time as the library sees it: the wall clock and timers. Code that waits takes a Clock, by
 * default `systemClock`; a test moves time itself with a FakeClock, passed in or, for an element
 * it mounts from markup, put in place of `systemClock` (src/test/fake-clock.ts: useFakeClock).
 */
export interface Clock {
  /** Wall-clock milliseconds (Date.now): deadlines survive throttled timers. */
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What waiting alone needs (debounce, throttle). */
export type Timers = Pick<Clock, 'setTimeout' | 'clearTimeout'>;

export const systemClock: Clock = {
  // The one reading of the wall clock (lint sends every other here).
  // eslint-disable-next-line no-restricted-properties
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
