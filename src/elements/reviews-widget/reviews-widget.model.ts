/** When the third-party reviews script loads, counted from the page's load event (docs/RULES.md §1, 9). Pure. */

export const REVIEWS_DELAY_MS = 5000;

/** Containers a template wraps around the widget to change its delay; the nearest one counts. */
export const REVIEWS_CONTAINERS = {
  '.forex-demo-reviews': 0,
  '.invest-stocks-reviews': 2500,
} as const;

export const REVIEWS_CONTAINER_SELECTOR = Object.keys(REVIEWS_CONTAINERS).join(', ');

/** The delay for a widget whose nearest reviews container is `container` (null: none). */
export function reviewsDelay(container: { matches(selector: string): boolean } | null): number {
  for (const [selector, delay] of Object.entries(REVIEWS_CONTAINERS)) {
    if (container?.matches(selector)) return delay;
  }
  return REVIEWS_DELAY_MS;
}
