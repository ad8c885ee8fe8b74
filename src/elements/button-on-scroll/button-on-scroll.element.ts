import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { buttonOnScrollAttributes, type ButtonOnScrollProps } from './button-on-scroll.attributes';

// The view is its own chunk, fetched only by pages that use it (the link is hidden until the
// visitor scrolls anyway).
const view = lazyView(
  () => import('./button-on-scroll'),
  (module) => module.ButtonOnScroll,
);

/**
 * Hidden for signed-in visitors and on wider windows, where the navigation bar carries the
 * sign-up link. Scrolling is checked at most every 60 ms. Without `href` nothing is drawn. While
 * it shows, the library's bars stack at the bottom without covering one another (app-banner nearest the edge, then button-on-scroll, then scroll-to-top), and a focused control is scrolled clear of them (docs/ACCESSIBILITY.md, 2.4.11).
 * @summary A call to action (typically "Open an account") pinned to the bottom of windows narrower than 768 px once the visitor has scrolled past `threshold`.
 * @attr href - the link's target.
 * @attr threshold - px to scroll before it appears.
 * @slot - the link's text.
 * @csspart button - the link.
 * @cssproperty --site-button-on-scroll-z-index - stacking order (default 20).
 */
export const buttonOnScroll: ElementDefinition<ButtonOnScrollProps> = {
  tag: 'button-on-scroll',
  attributes: buttonOnScrollAttributes,
  view,
};
