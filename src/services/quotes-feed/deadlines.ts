/**
 * Named one-shot timers whose deadlines are wall-clock times. A background tab runs timers
 * late (or freezes them); `recheck()` runs every deadline already passed, oldest first, and is
 * called when the page becomes visible again. Setting a name again replaces its deadline.
 */
import type { Clock } from '../../platform/dom/clock';

export interface Deadlines<Name extends string> {
  set(name: Name, inMs: number, run: () => void): void;
  clear(...names: Name[]): void;
  has(name: Name): boolean;
  clearAll(): void;
  recheck(): void;
  /** How many deadlines are pending (0 after `clearAll`). */
  readonly size: number;
}

interface Entry {
  at: number;
  run: () => void;
  handle: unknown;
}

export function createDeadlines<Name extends string>(clock: Clock): Deadlines<Name> {
  const entries = new Map<Name, Entry>();

  function arm(name: Name, entry: Entry) {
    entry.handle = clock.setTimeout(() => fire(name, entry), Math.max(0, entry.at - clock.now()));
  }

  function fire(name: Name, entry: Entry) {
    if (entries.get(name) !== entry) return;
    // Timers may fire a little before Date.now() reaches the deadline: wait the rest.
    if (clock.now() < entry.at) return arm(name, entry);
    entries.delete(name);
    entry.run();
  }

  function clear(name: Name) {
    const entry = entries.get(name);
    if (!entry) return;
    clock.clearTimeout(entry.handle);
    entries.delete(name);
  }

  return {
    set(name, inMs, run) {
      clear(name);
      const entry: Entry = { at: clock.now() + inMs, run, handle: undefined };
      entries.set(name, entry);
      arm(name, entry);
    },
    clear: (...names) => names.forEach(clear),
    has: (name) => entries.has(name),
    clearAll: () => [...entries.keys()].forEach(clear),
    recheck() {
      const now = clock.now();
      const due = [...entries].filter(([, entry]) => entry.at <= now).sort(([, a], [, b]) => a.at - b.at);
      for (const [name, entry] of due) {
        if (entries.get(name) !== entry) continue; // an earlier deadline's run replaced or cleared it
        clock.clearTimeout(entry.handle);
        fire(name, entry);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
