/**
 * Quotes that pass 1800 s without a tick (docs/RULES.md §9): one timer for all the quotes watched, set
 * for the earliest expiry, so a widget's rows turn indicative on time without a timer per row.
 * Adding a later expiry leaves the timer alone and a cancel does not reset it: when the timer
 * fires it runs what has expired and sets itself for the next expiry, if any.
 */
import { systemClock, type Clock } from '../../platform/dom/clock';
import { STALE_QUOTE_SECONDS } from './quote-rules';

export interface StaleWatch {
  /**
   * Calls `onStale` once, when a quote of `time` (unix seconds) becomes older than 1800 s;
   * nothing for a quote that already is. Returns the cancel.
   */
  watch(time: number, onStale: () => void): () => void;
  /** Cancels everything watched and the timer (the widget left the page). */
  clear(): void;
}

/** setTimeout's longest delay; a quote stamped further in the future is checked again then. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export function createStaleWatch(clock: Clock = systemClock): StaleWatch {
  /** Each watcher with the wall-clock millisecond after which its quote is stale. */
  const watched = new Map<() => void, number>();
  let timer: unknown = null;
  let timerAt = Infinity;

  function schedule(at: number) {
    if (timer !== null) clock.clearTimeout(timer);
    timerAt = at;
    timer = at === Infinity ? null : clock.setTimeout(fire, Math.min(MAX_DELAY_MS, at - clock.now() + 1));
  }

  function fire() {
    timer = null;
    const now = clock.now();
    let next = Infinity;
    for (const [onStale, staleAfter] of [...watched]) {
      if (staleAfter < now) {
        watched.delete(onStale);
        onStale();
      } else next = Math.min(next, staleAfter);
    }
    schedule(next);
  }

  return {
    watch(time, onStale) {
      const staleAfter = (time + STALE_QUOTE_SECONDS) * 1000;
      if (staleAfter < clock.now()) return () => {};
      // Its own function: the same callback watched twice is two watchers.
      const watcher = () => onStale();
      watched.set(watcher, staleAfter);
      if (staleAfter < timerAt) schedule(staleAfter);
      return () => void watched.delete(watcher);
    },
    clear() {
      watched.clear();
      schedule(Infinity);
    },
  };
}
