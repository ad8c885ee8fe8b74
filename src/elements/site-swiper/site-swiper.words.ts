import type { Words } from '../../contract/words';

/** The carousel's words (docs/RULES.md §8 wording). English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const siteSwiperWords = {
  namespace: 'site-swiper',
  english: {
    label: 'Slides',
    carousel: 'carousel',
    slide: 'slide',
    previous: 'Previous slide',
    next: 'Next slide',
    first: 'This is the first slide',
    last: 'This is the last slide',
    go_to: 'Go to slide {index}',
    slide_of: '{index} of {count}',
    announce_slide: 'Slide {index} of {count}',
    play: 'Start automatic slide show',
    pause: 'Stop automatic slide show',
  },
} as const satisfies Words;
