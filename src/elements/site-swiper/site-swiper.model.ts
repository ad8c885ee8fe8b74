/**
 * The carousel's rules (docs/RULES.md §8 wording, §9 timings and breakpoints). Pure: no DOM,
 * no React.
 */
import type { KeyOf, Translate } from '../../platform/dom/words';
import type { siteSwiperWords } from './site-swiper.words';

/** docs/RULES.md §9: slide speed 300 ms, autoplay delay 3000 ms. */
export const DEFAULT_SPEED_MS = 300;
export const DEFAULT_DELAY_MS = 3000;

/** The carousel's words (docs/RULES.md §8 wording), in the element's language. */
export type SwiperWords = Translate<KeyOf<typeof siteSwiperWords>>;

/** What a screen reader hears after the visitor moves to snap `index` (from 0) of `count`. */
export function announcement(index: number, count: number, t: SwiperWords): string {
  if (index === 0) return t('first');
  if (index === count - 1) return t('last');
  return t('announce_slide', { index: index + 1, count });
}

/**
 * Embla's `duration` for a slide speed in ms. Embla eases with a damped spring stepped 60 times
 * a second (velocity += distance / duration; velocity *= 0.68), which settles in about
 * 48 × duration − 430 ms for durations from 14 up; faster springs overshoot, so 14 (≈ 270 ms)
 * is the quickest animated speed. 0 ms means no animation.
 */
export function emblaDuration(speedMs: number): number {
  if (speedMs <= 0) return 0;
  return Math.min(200, Math.max(14, Math.round((speedMs + 430) / 48)));
}

export type SlidesPerView = readonly [mobile: number, tablet: number, desktop: number];

export const MAX_SLIDES_PER_VIEW = 6;

/**
 * `slides-per-view`: one count for every width, or counts for mobile (0-767), tablet (768-991)
 * and desktop (992+); a missing one repeats the one before. Each a whole number from 1 to 6.
 * Returns null when the list is malformed.
 */
export function parseSlidesPerView(values: readonly string[]): SlidesPerView | null {
  if (values.length === 0) return [1, 1, 1];
  if (values.length > 3) return null;
  const counts = values.map(Number);
  if (!counts.every((count) => Number.isInteger(count) && count >= 1 && count <= MAX_SLIDES_PER_VIEW)) return null;
  const [mobile, tablet = mobile, desktop = tablet] = counts as [number, number?, number?];
  return [mobile, tablet, desktop];
}

/** A delay or speed attribute: a finite number of ms, at least `min`; otherwise null. */
export function validMs(value: number, min: number): number | null {
  return Number.isFinite(value) && value >= min ? value : null;
}

/** The shortest autoplay delay accepted. */
export const MIN_DELAY_MS = 1000;

/** What the carousel takes from its timing and layout attributes. */
export interface SwiperSettings {
  /** Embla's duration for the slide speed. */
  duration: number;
  delayMs: number;
  perView: SlidesPerView;
  /** Why each attribute's value was refused (its default stands in), or null. */
  refused: Readonly<Record<'speed' | 'delay' | 'slides-per-view', string | null>>;
}

/** `speed`, `delay` and `slides-per-view` read, each bad value replaced by its default. */
export function swiperSettings(speed: number, delay: number, slidesPerView: readonly string[]): SwiperSettings {
  const speedMs = validMs(speed, 0);
  const delayMs = validMs(delay, MIN_DELAY_MS);
  const perView = parseSlidesPerView(slidesPerView);
  return {
    duration: emblaDuration(speedMs ?? DEFAULT_SPEED_MS),
    delayMs: delayMs ?? DEFAULT_DELAY_MS,
    perView: perView ?? [1, 1, 1],
    refused: {
      speed: speedMs === null ? 'is not a time of 0 ms or more' : null,
      delay: delayMs === null ? `is not a time of ${MIN_DELAY_MS} ms or more` : null,
      'slides-per-view': perView === null ? 'is not one to three whole numbers from 1 to 6' : null,
    },
  };
}
