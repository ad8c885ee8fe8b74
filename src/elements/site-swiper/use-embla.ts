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
    const left = box.left + parseFloat(getComputedStyle(slide).paddingInlineStart);
    const overlap = Math.min(box.right, view.right) - Math.max(left, view.left);
    return overlap > 1 ? [] : [index];
  });
}

/**
 * An embla carousel over `viewport` (its first child holds the slides), created once and
 * re-initialised when `loop` or `duration` change; embla follows slides added or removed and
 * the viewport's size by itself. Returns the API (null until created) and the state to draw.
 */
export function useEmbla(
  viewport: RefObject<HTMLElement>,
  loop: boolean,
  duration: number,
): [EmblaCarouselType | null, CarouselState] {
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [state, setState] = useState(BEFORE_INIT);
  const applied = useRef({ loop, duration, align: 'start' as const });

  useEffect(() => {
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

  // Option changes after creation: embla keeps its place and re-measures.
  useEffect(() => {
    if (!api || (applied.current.loop === loop && applied.current.duration === duration)) return;
    applied.current = { loop, duration, align: 'start' };
    api.reInit(applied.current);
  }, [api, loop, duration]);

  return [api, state];
}
