import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { detailsWidgetAttributes, type DetailsWidgetProps } from './details-widget.attributes';

const view = lazyView(
  () => import('./details-widget'),
  (module) => module.DetailsWidget,
);

/**
 * One disclosure (not an accordion group): the summary slot always shows, then a button
 * ("Show details" / "Hide details", `aria-expanded`, `aria-controls`) that shows or hides the
 * default slot. The panel slides (200 ms, `--site-duration-slide`) only for visitors with no
 * reduced-motion preference. The host's `open` attribute follows the visitor's choice, so a
 * page can read and set it. Before the upgrade a closed widget shows the summary and keeps the
 * button's height; its details stay hidden. Host marker: `data-state="open|closed"`.
 * @summary Details shown and hidden under a "Show details" button.
 * @attr open - the details show (present) or are hidden (absent, the default).
 * @attr show-label - the button's text while closed (default "Show details").
 * @attr hide-label - the button's text while open (default "Hide details").
 * @event details-toggle - the visitor showed or hid the details; detail `{ open }`.
 * @slot summary - content that always shows, above the button.
 * @slot - the details.
 * @csspart button - the show/hide button.
 * @csspart icon - the chevron in the button.
 * @csspart panel - the box of the details.
 * @cssproperty --site-details-widget-button-height - the button's height, also reserved before the upgrade (default 44px).
 */
export const detailsWidget: ElementDefinition<DetailsWidgetProps> = {
  tag: 'details-widget',
  attributes: detailsWidgetAttributes,
  view,
};
