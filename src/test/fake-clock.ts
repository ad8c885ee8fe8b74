/** The one fake clock for tests: time moves only when told, and timers run in deadline order. */
import { waitUntil } from '@open-wc/testing';
import { systemClock, type Clock } from '../platform/dom/clock';

interface Timer {
  at: number;
  run: () => void;
  order: number;
}

export class FakeClock implements Clock {
  #now: number;
  #timers = new Map<number, Timer>();
  #nextId = 1;

  constructor(start = 1_700_000_000_000) {
    this.#now = start;
  }

  now = () => this.#now;

  setTimeout = (run: () => void, ms: number) => {
    const id = this.#nextId++;
    this.#timers.set(id, { at: this.#now + Math.max(0, ms), run, order: id });
    return id;
  };

  clearTimeout = (handle: unknown) => void this.#timers.delete(handle as number);

  /** Timers still pending. */
  get pending(): number {
    return this.#timers.size;
  }

  /** Moves time forward by `ms`, running each timer that comes due, at its own time. */
  advance(ms: number) {
    const end = this.#now + ms;
    for (;;) {
      const next = [...this.#timers].sort(([, a], [, b]) => a.at - b.at || a.order - b.order)[0];
      if (!next || next[1].at > end) break;
      this.#timers.delete(next[0]);
      this.#now = Math.max(this.#now, next[1].at);
      next[1].run();
    }
    this.#now = end;
  }

  /** Moves the wall clock without running timers: a background tab whose timers were held back. */
  jump(ms: number) {
    this.#now += ms;
  }
}

/**
 * A FakeClock in place of `systemClock` for each test of the enclosing `describe`, for elements a
 * test mounts from markup (their timers take the system clock by default); the system's comes
 * back after each test. Returns the test's clock.
 */
export function useFakeClock(): () => FakeClock {
  const system = { ...systemClock };
  let clock: FakeClock | undefined;
  beforeEach(() => {
    clock = new FakeClock();
    Object.assign(systemClock, { now: clock.now, setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout });
  });
  afterEach(() => void Object.assign(systemClock, system));
  return () => clock!;
}

/** Polls `condition` (the network's doing), running the timers due now on `clock` but moving no time. */
export function untilOnClock(
  clock: FakeClock,
  condition: () => unknown,
  message: string,
  options?: { timeout?: number },
) {
  return waitUntil(
    () => {
      clock.advance(0);
      return condition();
    },
    message,
    options,
  );
}
