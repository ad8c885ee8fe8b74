import { attr, type PropsOf } from '../../platform/runtime/attributes';
import type { ElementDefinition } from '../../platform/runtime/define-element';
import { ScrollButton } from './scroll-button';
import styles from './scroll-button.css';

const scrollButtonAttributes = { target: attr.string(), offset: attr.number(-150) };

export type ScrollButtonProps = PropsOf<typeof scrollButtonAttributes>;

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
  view: ScrollButton,
  attributes: scrollButtonAttributes,
  styles: [styles],
};
