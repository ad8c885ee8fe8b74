import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { siteSwiperAttributes, type SiteSwiperProps } from './site-swiper.attributes';

// embla-carousel comes with the view: only pages with a carousel load it.
const view = lazyView(
  () => import('./site-swiper'),
  (module) => module.SiteSwiper,
);

/**
 * Each child element is a slide (the element gives each a `slot="slide-N"`). Swipe or drag,
 * the previous/next buttons, the dots, or the arrow keys while focus is inside move it. Screen
 * readers hear a carousel region, each slide as a group "2 of 5", and the wording of
 * docs/RULES.md §8 ("Previous slide", "Next slide", "Go to slide 3", "This is the first slide",
 * "This is the last slide"). Without `loop` the previous/next buttons are disabled at the ends.
 * Autoplay pauses while the pointer is over the carousel, while focus is inside it, while the
 * page is hidden, and when the visitor pauses it with its button (WCAG 2.2.2); it never runs,
 * and slides change without animation, for a visitor who prefers reduced motion. A malformed
 * attribute logs one console error and keeps its default.
 * @summary A carousel over its child elements (embla-carousel).
 * @attr speed - slide speed in ms (default 300, docs/RULES.md §9); 0 changes slides without animation.
 * @attr autoplay - moves on by itself every `delay` ms, with a pause/play button.
 * @attr delay - autoplay delay in ms, at least 1000 (default 3000, docs/RULES.md §9).
 * @attr loop - goes on from the last slide to the first and back.
 * @attr slides-per-view - slides shown at once: one count (`2`), or `mobile, tablet, desktop` counts (`1, 2, 3`) for 0-767, 768-991 and 992+ px; whole numbers 1-6 (default 1).
 * @attr label - the carousel's accessible name, e.g. "Client reviews" (default "Slides").
 * @slot - the slides: one child element each.
 * @csspart carousel - the carousel region.
 * @csspart viewport - the window the slides move in.
 * @csspart slide - a slide's box.
 * @csspart controls - the row of buttons under the slides.
 * @csspart previous - the previous-slide button.
 * @csspart next - the next-slide button.
 * @csspart dot - a go-to-slide button; the current one is also `dot-current`.
 * @csspart play-pause - the autoplay pause/play button.
 * @cssproperty --site-swiper-gap - space between slides (default 16px).
 * @cssproperty --site-color-accent - the current dot and the buttons' hover.
 */
export const siteSwiper: ElementDefinition<SiteSwiperProps> = {
  tag: 'site-swiper',
  attributes: siteSwiperAttributes,
  view,
};
