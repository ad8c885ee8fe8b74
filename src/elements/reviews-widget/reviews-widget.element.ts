import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { reviewsWidgetAttributes, type ReviewsWidgetProps } from './reviews-widget.attributes';

// Its script waits for the page's load event anyway: the view need not ship with the entry.
const view = lazyView(
  () => import('./reviews-widget'),
  (module) => module.ReviewsWidget,
);

/**
 * The script loads 5000 ms after the page's load event by default, at once inside a
 * `.forex-demo-reviews` container, 2500 ms later inside an `.invest-stocks-reviews` container
 * (the nearest container counts); it is loaded once per page however many widgets use it, and
 * renders into the slotted mount point. A script that fails to load logs one console error and
 * the fallback stays. Host marker: `data-state="waiting|loaded|failed"`.
 * @summary A third-party reviews widget whose script loads after the page's load event.
 * @attr src - the third-party script's URL; its origin must be the page's or listed in `<body data-script-origins>`.
 * @slot - the third party's mount point with fallback content in it (e.g. a link to the reviews page).
 */
export const reviewsWidget: ElementDefinition<ReviewsWidgetProps> = {
  tag: 'reviews-widget',
  attributes: reviewsWidgetAttributes,
  view,
};
