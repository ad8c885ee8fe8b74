/** AbortSignal.timeout on a clock a test can move: aborts with a TimeoutError `ms` after now. */
import { systemClock, type Clock } from './clock';

export function timeoutSignal(ms: number, clock: Clock = systemClock): AbortSignal {
  const controller = new AbortController();
  clock.setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
  return controller.signal;
}
