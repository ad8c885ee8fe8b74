/** Runs `run` once calls have paused for `ms`, with the last call's argument. Timers are injectable for tests. */

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Debounced<T> {
  (value: T): void;
  cancel(): void;
}

export function debounce<T>(run: (value: T) => void, ms: number, timers: Timers = globalThis as Timers): Debounced<T> {
  let pending: unknown;
  const cancel = () => timers.clearTimeout(pending);
  const debounced = (value: T) => {
    cancel();
    pending = timers.setTimeout(() => run(value), ms);
  };
  return Object.assign(debounced, { cancel });
}
