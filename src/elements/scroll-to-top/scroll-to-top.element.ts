import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { scrollToTopAttributes, type ScrollToTopProps } from './scroll-to-top.attributes';

// The view is its own chunk, fetched only by pages that use it (the button is hidden until
// the visitor scrolls anyway).
const view = lazyView(
  () => import('./scroll-to-top'),
  (module) => module.ScrollToTop,
);

/**
 * It appears once the page is scrolled past 600 px (checked at most every 60 ms) and scrolls to
 * its target in 500 ms. While it shows, the library's bars stack at the bottom without covering one another (app-banner nearest the edge, then button-on-scroll, then scroll-to-top), and a focused control is scrolled clear of them (docs/ACCESSIBILITY.md, 2.4.11).
 * @summary A floating "back to top" button.
 * @attr target - CSS selector of the element to scroll to (default: the top of the page). A selector that matches nothing logs a console warning and the button scrolls to the top.
 * @attr label - the button's accessible name.
 * @csspart button - the button (fixed to the bottom right corner of the window).
 * @cssproperty --site-scroll-to-top-right - distance from the window's right edge (default 16px).
 * @cssproperty --site-scroll-to-top-bottom - distance from the window's bottom edge (default 16px).
 * @cssproperty --site-scroll-to-top-z-index - stacking order (default 20).
 */
export const scrollToTop: ElementDefinition<ScrollToTopProps> = {
  tag: 'scroll-to-top',
  attributes: scrollToTopAttributes,
  view,
};
