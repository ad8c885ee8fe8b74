import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { responsiveWrapperAttributes, type ResponsiveWrapperProps } from './responsive-wrapper.attributes';

const view = lazyView(
  () => import('./responsive-wrapper'),
  (module) => module.ResponsiveWrapper,
);

/**
 * The box takes the full width it is given (never more) and the height of its ratio; the child
 * (an iframe, video, img, embed or object) fills it. site-elements.css reserves the box before
 * the upgrade for the named ratios (16:9, 4:3, 1:1, 9:16); for another ratio set
 * `--site-responsive-wrapper-ratio` (e.g. `21 / 9`) as well, so the box is right from the start.
 * A malformed ratio logs one error and 16:9 is used. Host marker: `data-ratio` (the CSS ratio in use).
 * @summary Keeps an embed (video, map, image) at its aspect ratio at every width.
 * @attr ratio - `16:9` (default), `4:3`, `1:1`, `9:16`, or any `w/h` or `w:h` of positive numbers (`21/9`, `2.35:1`).
 * @slot - the embed: one iframe, video, img, embed or object.
 * @csspart frame - the box of the ratio.
 * @cssproperty --site-responsive-wrapper-ratio - the ratio reserved before the upgrade, as a CSS aspect-ratio (default from the `ratio` attribute, else 16 / 9).
 * @cssproperty --site-responsive-wrapper-fit - how an image or video fills the box (object-fit, default `contain`).
 */
export const responsiveWrapper: ElementDefinition<ResponsiveWrapperProps> = {
  tag: 'responsive-wrapper',
  attributes: responsiveWrapperAttributes,
  view,
};
