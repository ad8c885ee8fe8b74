/**
 * Runs `run` at most once per `ms`: the first call at once, then, if more calls came while the
 * window was open, the last of them when it closes, so the final state (a scroll position) is
 * never lost. Timers are injectable for tests.
 */
import { systemClock, type Timers } from './clock';

export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  cancel(): void;
}

export function throttle<Args extends unknown[]>(
  run: (...args: Args) => void,
  ms: number,
  timers: Timers = systemClock,
): Throttled<Args> {
  /** Set while a window is open. */
  let timer: { handle: unknown } | undefined;
  let trailing: Args | undefined;

  const openWindow = () => {
    timer = { handle: timers.setTimeout(closeWindow, ms) };
  };
  const closeWindow = () => {
    timer = undefined;
    if (!trailing) return;
    const args = trailing;
    trailing = undefined;
    run(...args);
    openWindow();
  };

  const throttled = (...args: Args) => {
    if (timer) {
      trailing = args;
      return;
    }
    run(...args);
    openWindow();
  };
  const cancel = () => {
    if (timer) timers.clearTimeout(timer.handle);
    timer = undefined;
    trailing = undefined;
  };
  return Object.assign(throttled, { cancel });
}
