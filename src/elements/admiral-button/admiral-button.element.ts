import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { admiralButtonAttributes, type AdmiralButtonProps } from './admiral-button.attributes';

const view = lazyView(
  () => import('./admiral-button'),
  (module) => module.AdmiralButton,
);

/**
 * The Admiral brand's call-to-action: a pill with an upper-case label. Behaves as `site-button`:
 * a link when it has an `href`, else a button that submits nothing; safe links only (http(s),
 * relative, `#`, `mailto:`, `tel:`), any other `href` logs one console error and shows a
 * disabled button. At least 44 × 44 px, with a focus ring.
 * @summary A call-to-action link or button in the Admiral look.
 * @attr href - where the link goes; without it the element is a button.
 * @attr variant - `primary` (brand yellow, the default), `dark` (navy, for light backgrounds next to a primary) or `outline` (for dark backgrounds: takes the text colour around it).
 * @attr size - `small`, `medium` (the default) or `large`.
 * @attr target - the link's browsing context (`_blank` opens a new tab, with rel="noopener").
 * @attr disabled - shows the button or link disabled: not clickable, out of the tab order.
 * @attr full-width - stretches to the width of its container.
 * @slot - the label.
 * @slot icon - an optional icon before the label.
 * @csspart button - the link or button.
 * @cssproperty --site-admiral-primary - the primary fill (default #ffc600).
 * @cssproperty --site-admiral-primary-text - the text on the primary fill (default #0b1a2e).
 * @cssproperty --site-admiral-dark - the dark fill (default #0b1a2e).
 */
export const admiralButton: ElementDefinition<AdmiralButtonProps> = {
  tag: 'admiral-button',
  attributes: admiralButtonAttributes,
  view,
};
