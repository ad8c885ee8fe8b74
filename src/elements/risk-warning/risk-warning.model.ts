/** Risk warning rules (docs/RULES.md §4, 9). Pure. */

/** Scrolling down collapses the warning on screens this wide or narrower. */
const COLLAPSE_ON_SCROLL_MAX_WIDTH = 1023;
export const SCROLL_THROTTLE_MS = 100;

/** A scroll from `previousY` to `scrollY` collapses the warning only downwards and only on small screens. */
export function collapsesOnScroll(previousY: number, scrollY: number, viewportWidth: number): boolean {
  return scrollY > previousY && viewportWidth <= COLLAPSE_ON_SCROLL_MAX_WIDTH;
}
