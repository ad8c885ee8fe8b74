import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { siteButtonAttributes, type SiteButtonProps } from './site-button.attributes';

// Most pages have one or two CTAs: the tag is known at start-up, the view is a small chunk.
const view = lazyView(
  () => import('./site-button'),
  (module) => module.SiteButton,
);

/**
 * A link when it has an `href`, else a button that submits nothing (listen for `click` on the
 * element). Safe links only: http(s), relative, `#`, `mailto:`, `tel:`; any other `href`
 * (`javascript:`) logs one console error and shows a disabled button. At least 44 × 44 px at
 * every size, with a focus ring.
 * @summary A call-to-action link or button ("Open account").
 * @attr href - where the link goes; without it the element is a button.
 * @attr variant - `primary` (filled, the default), `secondary` (quiet fill) or `outline`.
 * @attr size - `small`, `medium` (the default) or `large`.
 * @attr target - the link's browsing context (`_blank` opens a new tab, with rel="noopener").
 * @attr disabled - shows the button or link disabled: not clickable, out of the tab order.
 * @attr full-width - stretches to the width of its container (a phone layout's CTA).
 * @slot - the label.
 * @slot icon - an optional icon before the label (an `<svg>`, `<img alt="">` or `<site-icon>`).
 * @csspart button - the link or button.
 * @cssproperty --site-color-accent - the primary fill and the outline colour.
 * @cssproperty --site-color-accent-text - the text on the primary fill.
 * @cssproperty --site-radius - the corner radius.
 */
export const siteButton: ElementDefinition<SiteButtonProps> = {
  tag: 'site-button',
  attributes: siteButtonAttributes,
  view,
};
