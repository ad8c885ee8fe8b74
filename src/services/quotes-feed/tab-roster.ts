/**
 * The other tabs' instruments for one feed address, as this tab last heard them (see
 * tab-sync.ts). Every tab keeps one, so a tab that becomes the leader knows the union at
 * once. A tab not heard from for `goneAfterMs` (killed, crashed, frozen) is dropped. Pure: time
 * is given.
 */
export interface TabRoster {
  /**
   * Records `tab`'s instruments, heard at `now`; an empty list drops the tab. Returns the
   * instruments the tab did not have before (a new tab's whole list).
   */
  heard(tab: string, instruments: readonly string[], now: number): string[];
  /** Drops `tab` (it said goodbye). */
  left(tab: string): void;
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

interface Entry {
  instruments: readonly string[];
  heardAt: number;
}

export function createTabRoster(goneAfterMs: number): TabRoster {
  const tabs = new Map<string, Entry>();
  return {
    heard(tab, instruments, now) {
      if (instruments.length === 0) {
        tabs.delete(tab);
        return [];
      }
      const before = new Set(tabs.get(tab)?.instruments);
      tabs.set(tab, { instruments: [...instruments], heardAt: now });
      return instruments.filter((instrument) => !before.has(instrument));
    },
    left: (tab) => void tabs.delete(tab),
    expire(now) {
      const gone = [...tabs].filter(([, entry]) => now - entry.heardAt >= goneAfterMs).map(([tab]) => tab);
      gone.forEach((tab) => tabs.delete(tab));
      return gone;
    },
    nextExpiry() {
      if (tabs.size === 0) return null;
      return Math.min(...[...tabs.values()].map((entry) => entry.heardAt)) + goneAfterMs;
    },
    tabs: () => new Map([...tabs].map(([tab, entry]) => [tab, entry.instruments])),
    get size() {
      return tabs.size;
    },
    clear: () => tabs.clear(),
  };
}
