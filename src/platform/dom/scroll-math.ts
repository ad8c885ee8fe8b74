/** The arithmetic of animated scrolling. Pure: no DOM. */

/** Slow start, fast middle, slow end; `progress` and the result run from 0 to 1. */
export function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

/** The scroll position `elapsedMs` into an animation from `from` to `to` lasting `durationMs`. */
export function scrollPositionAt(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (elapsedMs >= durationMs) return to;
  return from + (to - from) * easeInOutCubic(Math.max(0, elapsedMs) / durationMs);
}

/**
 * Where to scroll so that a point `targetTop` px down the document ends up at `-offset` px from
 * the top of the viewport (offset -150 leaves 150 px above the target), kept within
 * 0..maxScroll: the page cannot scroll past either end.
 */
export function scrollDestination(targetTop: number, offset: number, maxScroll: number): number {
  return Math.min(Math.max(0, Math.round(targetTop + offset)), Math.max(0, maxScroll));
}

/** "Appears after scrolling past 600 px": strictly below the threshold. */
export function isScrolledPast(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}
