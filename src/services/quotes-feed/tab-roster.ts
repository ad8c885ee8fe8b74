/**
 * The other tabs' instruments for one feed address, as this tab last heard them (see
 * tab-sync.ts). Every tab keeps one, so a tab that becomes the leader knows the union at
 * once. A tab not heard from for `goneAfterMs` (killed, crashed, frozen) is dropped. Pure: time
 * is given.
 *
 * Any script of the origin can post on the tabs' channel, so the roster is bounded (ROSTER_LIMITS:
 * a tab that would take it past them is not taken in) and its work per message is small: the
 * tabs are kept in the order they were last heard, so the next to expire is the first, with no
 * pass over the others.
 */
export interface TabRoster {
  /**
   * Records `tab`'s instruments, heard at `now` (never before the last `now`); an empty list drops
   * the tab. Returns whether the lists changed, and the instruments the tab did not have before
   * (a new tab's whole list); a tab beyond the limits changes nothing.
   */
  heard(tab: string, instruments: readonly string[], now: number): RosterChange;
  /** Drops `tab` (it said goodbye); whether it was there. */
  left(tab: string): boolean;
  /** Drops every tab not heard from since `now - goneAfterMs`; returns them. */
  expire(now: number): string[];
  /** When the next tab falls due to be dropped, or null with no tabs. */
  nextExpiry(): number | null;
  /** Each tab's instruments. */
  tabs(): ReadonlyMap<string, readonly string[]>;
  /** How many tabs want something. */
  readonly size: number;
  clear(): void;
}

export interface RosterChange {
  changed: boolean;
  added: string[];
}

/**
 * How many tabs, and how many instruments all their lists hold together: a browser's real tabs of
 * one site are far fewer, and the socket's open message names the union.
 */
export const ROSTER_LIMITS = Object.freeze({ tabs: 100, instruments: 2_000 });

interface Entry {
  instruments: readonly string[];
  heardAt: number;
}

const UNCHANGED: RosterChange = Object.freeze({ changed: false, added: [] as string[] });

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

export function createTabRoster(goneAfterMs: number): TabRoster {
  /** In the order last heard: the first is the next to expire. */
  const tabs = new Map<string, Entry>();
  /** How many instruments the lists hold together. */
  let instrumentCount = 0;

  function remove(tab: string) {
    const entry = tabs.get(tab);
    if (!entry) return false;
    tabs.delete(tab);
    instrumentCount -= entry.instruments.length;
    return true;
  }

  return {
    heard(tab, instruments, now) {
      if (instruments.length === 0) return remove(tab) ? { changed: true, added: [] } : UNCHANGED;
      const before = tabs.get(tab);
      const count = instrumentCount - (before?.instruments.length ?? 0) + instruments.length;
      if ((!before && tabs.size >= ROSTER_LIMITS.tabs) || count > ROSTER_LIMITS.instruments) return UNCHANGED;
      const same = !!before && sameList(before.instruments, instruments);
      remove(tab); // and in again, last: the order is the order heard
      tabs.set(tab, { instruments: before && same ? before.instruments : [...instruments], heardAt: now });
      instrumentCount = count;
      if (same) return UNCHANGED;
      const had = new Set(before?.instruments);
      return { changed: true, added: instruments.filter((instrument) => !had.has(instrument)) };
    },
    left: remove,
    expire(now) {
      const gone: string[] = [];
      for (const [tab, entry] of tabs) {
        if (now - entry.heardAt < goneAfterMs) break;
        gone.push(tab);
      }
      gone.forEach(remove);
      return gone;
    },
    nextExpiry() {
      const first = tabs.values().next();
      return first.done ? null : first.value.heardAt + goneAfterMs;
    },
    tabs: () => new Map([...tabs].map(([tab, entry]) => [tab, entry.instruments])),
    get size() {
      return tabs.size;
    },
    clear() {
      tabs.clear();
      instrumentCount = 0;
    },
  };
}
