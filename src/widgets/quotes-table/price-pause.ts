/**
 * The page's one pause of live prices (docs/CONTRACT.md "Live prices"; WCAG 2.2 SC 2.2.2): every
 * quote table on the page follows it, so the pause control of any of them stops them all, and
 * releasing it releases them all. It pauses what the page shows, not the feed: the socket keeps
 * streaming, so the latest prices show the moment it is released. No React, no DOM.
 */
export interface PricePause {
  paused(): boolean;
  set(paused: boolean): void;
  /** Calls `listener` on each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createPricePause(): PricePause {
  const listeners = new Set<() => void>();
  let paused = false;
  return {
    paused: () => paused,
    set(next) {
      if (next === paused) return;
      paused = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The page's. */
export const pagePricePause: PricePause = createPricePause();
