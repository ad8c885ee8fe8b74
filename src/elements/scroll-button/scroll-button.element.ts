import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { scrollButtonAttributes, type ScrollButtonProps } from './scroll-button.attributes';

// The view and its scrolling are a chunk of their own: until it arrives the text holds the
// button's box (scroll-button.document.css).
const view = lazyView(
  () => import('./scroll-button'),
  (module) => module.ScrollButton,
);

/**
 * A `target` that matches nothing logs a console warning and the page stays where it is.
 * @summary A button that scrolls the page to an element over 500 ms.
 * @attr target - CSS selector of the element to scroll to (the first match).
 * @attr offset - px added to the target's position (the default -150 stops the target 150 px below the top of the window).
 * @slot - the button's text.
 * @csspart button - the button.
 */
export const scrollButton: ElementDefinition<ScrollButtonProps> = {
  tag: 'scroll-button',
  attributes: scrollButtonAttributes,
  view,
};
