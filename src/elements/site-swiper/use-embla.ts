import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef, useState, type RefObject } from 'react';

export interface CarouselState {
  /** The current snap (a slide, or the first slide of a view of several). */
  selected: number;
  snaps: number;
  canPrevious: boolean;
  canNext: boolean;
  /** Slides wholly outside the viewport: hidden from everyone until they move in. */
  outOfView: readonly number[];
}

const BEFORE_INIT: CarouselState = { selected: 0, snaps: 0, canPrevious: false, canNext: false, outOfView: [] };

/**
 * Slides whose content box (inside the padding that makes the gap) does not overlap the
 * viewport. Measured, not embla's IntersectionObserver: that counts a slide that only touches
 * the viewport's edge as in view.
 */
function slidesOutOfView(embla: EmblaCarouselType): number[] {
  const view = embla.rootNode().getBoundingClientRect();
  return embla.slideNodes().flatMap((slide, index) => {
    const box = slide.getBoundingClientRect();
    const style = getComputedStyle(slide);
    // The gap is the padding at the slide's inline start: its left, or its right right to left.
    const gap = parseFloat(style.paddingInlineStart);
    const [left, right] = style.direction === 'rtl' ? [box.left, box.right - gap] : [box.left + gap, box.right];
    const overlap = Math.min(right, view.right) - Math.max(left, view.left);
    return overlap > 1 ? [] : [index];
  });
}

/** The way the viewport's slides run: right to left on an Arabic, Hebrew or Persian page (languages.ts turns it). */
const directionOf = (viewport: HTMLElement) => (getComputedStyle(viewport).direction === 'rtl' ? 'rtl' : 'ltr');

interface Settings {
  loop: boolean;
  duration: number;
  align: 'start';
  direction: 'ltr' | 'rtl';
}

/**
 * An embla carousel over `viewport` (its first child holds the slides), created once and
 * re-initialised when `loop`, `duration` or the viewport's direction change (a page or section
 * turned right to left: embla then moves the slides the other way); embla follows slides added
 * or removed and the viewport's size by itself. Returns the API (null until created) and the
 * state to draw.
 */
export function useEmbla(
  viewport: RefObject<HTMLElement>,
  loop: boolean,
  duration: number,
): [EmblaCarouselType | null, CarouselState] {
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [state, setState] = useState(BEFORE_INIT);
  const applied = useRef<Settings>({ loop, duration, align: 'start', direction: 'ltr' });

  useEffect(() => {
    applied.current = { ...applied.current, direction: directionOf(viewport.current!) };
    const embla = EmblaCarousel(viewport.current!, applied.current);
    const update = () =>
      setState((before) => {
        const next = {
          selected: embla.selectedScrollSnap(),
          snaps: embla.scrollSnapList().length,
          canPrevious: embla.canScrollPrev(),
          canNext: embla.canScrollNext(),
          outOfView: slidesOutOfView(embla),
        };
        // 'scroll' comes every frame of a move: draw again only when something changed.
        return JSON.stringify(next) === JSON.stringify(before) ? before : next;
      });
    embla.on('select', update).on('reInit', update).on('resize', update).on('scroll', update).on('settle', update);
    update();
    setApi(embla);
    return () => {
      embla.destroy();
      setApi(null);
    };
  }, [viewport]);

  // Option changes after creation: embla keeps its place and re-measures. Checked after every
  // render, as a language change that turns the element's direction re-renders it.
  useEffect(() => {
    if (!api) return;
    const wanted: Settings = { loop, duration, align: 'start', direction: directionOf(viewport.current!) };
    if (JSON.stringify(wanted) === JSON.stringify(applied.current)) return;
    applied.current = wanted;
    api.reInit(wanted);
  });

  return [api, state];
}
