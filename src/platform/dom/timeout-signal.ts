/** AbortSignal.timeout on a clock a test can move: aborts with a TimeoutError `ms` after now. */
import { systemClock, type Clock } from './clock';

/** The signal, and what calls the timeout off once the wait is over (no timer left behind). */
export function timeout(ms: number, clock: Clock = systemClock): [signal: AbortSignal, cancel: () => void] {
  const controller = new AbortController();
  const timer = clock.setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
  return [controller.signal, () => clock.clearTimeout(timer)];
}

export const timeoutSignal = (ms: number, clock?: Clock): AbortSignal => timeout(ms, clock)[0];
