/** Runs `run` once calls have paused for `ms`, with the last call's argument. Timers are injectable for tests. */
import { systemClock, type Timers } from './clock';

export interface Debounced<T> {
  (value: T): void;
  cancel(): void;
}

export function debounce<T>(run: (value: T) => void, ms: number, timers: Timers = systemClock): Debounced<T> {
  let pending: unknown;
  const cancel = () => timers.clearTimeout(pending);
  const debounced = (value: T) => {
    cancel();
    pending = timers.setTimeout(() => run(value), ms);
  };
  return Object.assign(debounced, { cancel });
}
