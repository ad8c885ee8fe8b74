import { attr } from '../../platform/attributes';
import type { ElementDefinition } from '../../platform/define-element';
import { lazy } from 'react';
import type { ButtonOnScrollProps } from './button-on-scroll';
import styles from './button-on-scroll.css';

/**
 * @summary A call to action (typically "Open an account") pinned to the bottom of phone-sized
 * windows (below 768 px) once the visitor has scrolled past `threshold` px (checked at most
 * every 60 ms). Hidden for signed-in visitors and on wider windows, where the navigation bar
 * carries the sign-up link. Without `href` nothing is drawn.
 * @attr href - the link's target.
 * @attr threshold - px to scroll before it appears (default 600).
 * @slot - the link's text.
 * @csspart button - the link.
 * @cssproperty --site-button-on-scroll-z-index - stacking order (default 20).
 */
export const buttonOnScroll: ElementDefinition<ButtonOnScrollProps> = {
  tag: 'button-on-scroll',
  // The view is its own chunk, fetched only by pages that use it (the link is hidden until the
  // visitor scrolls anyway).
  view: lazy(() => import('./button-on-scroll').then((module) => ({ default: module.ButtonOnScroll }))),
  attributes: { href: attr.string(), threshold: attr.number(600) },
  styles: [styles],
};
