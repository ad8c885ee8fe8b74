import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { announcement, swiperSettings, type SwiperWords } from './site-swiper.model';
import { siteSwiperWords } from './site-swiper.words';
import { useWords } from '../../platform/hooks/use-words';
import { useAttention } from './use-attention';
import { useEmbla } from './use-embla';
import { usePageVisible } from './use-page-visible';
import { useMediaQuery } from '../../platform/hooks/use-media-query';
import { systemClock } from '../../platform/dom/clock';
import { useSlideSlots } from './use-slide-slots';
import css from './site-swiper.css';
import type { SiteSwiperProps } from './site-swiper.attributes';

/** Adopted with the view (see lazyView): pages without a carousel never load it or embla. */
export const styles = [css];

/** One console error per bad value of a view-checked attribute. */
function useAttributeError(attribute: string, value: string, problem: string | null) {
  useEffect(() => {
    if (problem) console.error(`<site-swiper>: attribute "${attribute}" "${value}" ${problem}; using the default.`);
  }, [attribute, value, problem]);
}

/** Keys a text field needs for itself: arrows there move the caret, not the slides. */
const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(input|textarea|select)$/.test(target.localName));

const ARROW_PATHS = {
  previous: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z',
  next: 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z',
};

/** The previous or next arrow; at the end it cannot pass it stays focusable, aria-disabled. */
function Arrow({
  direction,
  enabled,
  onClick,
  t,
}: {
  direction: 'previous' | 'next';
  enabled: boolean;
  onClick: () => void;
  t: SwiperWords;
}) {
  return (
    <button
      type="button"
      part={direction}
      className="arrow"
      aria-label={t(direction)}
      aria-disabled={enabled ? undefined : 'true'}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={ARROW_PATHS[direction]} />
      </svg>
    </button>
  );
}

export function SiteSwiper({ speed, autoplay, delay, loop, slidesPerView, label, host }: SiteSwiperProps & HostProps) {
  const t = useWords(host, siteSwiperWords);
  const { duration, delayMs, perView, refused } = swiperSettings(speed, delay, slidesPerView);
  useAttributeError('speed', String(speed), refused.speed);
  useAttributeError('delay', String(delay), refused.delay);
  useAttributeError('slides-per-view', slidesPerView.join(', '), refused['slides-per-view']);
  const [mobile, tablet, desktop] = perView;

  const count = useSlideSlots(host);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const pageVisible = usePageVisible();
  const carousel = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const { hovered, focused } = useAttention(carousel);
  const [api, state] = useEmbla(viewport, loop, reducedMotion ? 0 : duration);
  const [userPaused, setUserPaused] = useState(false);
  const [message, setMessage] = useState('');

  const rotating = autoplay && !reducedMotion && state.snaps > 1;
  const playing = rotating && !userPaused && !hovered && !focused && pageVisible;

  // Autoplay: the next slide `delay` after the last move, whoever made it; rewinds after the last.
  useEffect(() => {
    if (!api || !playing) return;
    const timer = systemClock.setTimeout(() => {
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, delayMs);
    return () => systemClock.clearTimeout(timer);
  }, [api, playing, delayMs, state.selected]);

  // A move the visitor made (not autoplay's) is announced: first, last, or "Slide 2 of 5".
  const announced = useRef({ selected: state.selected, playing });
  useEffect(() => {
    const before = announced.current;
    announced.current = { selected: state.selected, playing };
    if (before.selected !== state.selected && !before.playing) setMessage(announcement(state.selected, state.snaps, t));
  }, [state.selected, state.snaps, playing, t]);

  const previous = () => {
    if (state.canPrevious) api?.scrollPrev();
    else setMessage(t('first'));
  };
  const next = () => {
    if (state.canNext) api?.scrollNext();
    else setMessage(t('last'));
  };

  // Arrow keys while focus is anywhere inside, slotted content included (a native listener:
  // React does not see keys pressed in light-DOM slides).
  const keys = useRef({ previous, next });
  keys.current = { previous, next };
  useEffect(() => {
    const element = carousel.current!;
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        isEditable(event.composedPath()[0] ?? null)
      )
        return;
      // The arrow that points at a slide moves to it: right to left, the next slide is on the left.
      const rtl = getComputedStyle(element).direction === 'rtl';
      if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) keys.current.previous();
      else if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) keys.current.next();
      else return;
      event.preventDefault();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, []);

  // site-swiper.document.css shows the first slide with room for the controls until now.
  useLayoutEffect(() => host.setAttribute('data-view', ''), [host]);

  // Slides wholly out of view are inert (no focus, no screen reader) and not drawn.
  useLayoutEffect(() => {
    const hidden = new Set(state.outOfView);
    [...container.current!.children].forEach((slide, index) => ((slide as HTMLElement).inert = hidden.has(index)));
  }, [state.outOfView, count]);

  const perViewStyle = {
    '--_per-view-mobile': mobile,
    '--_per-view-tablet': tablet,
    '--_per-view-desktop': desktop,
  } as CSSProperties;
  const slides = Array.from({ length: count }, (_, index) => index);
  const snaps = Array.from({ length: state.snaps }, (_, index) => index);

  return (
    <section
      ref={carousel}
      part="carousel"
      className="carousel"
      aria-roledescription={t('carousel')}
      aria-label={label || t('label')}
      style={perViewStyle}
    >
      {rotating && (
        <button
          type="button"
          part="play-pause"
          className="play-pause"
          aria-label={userPaused ? t('play') : t('pause')}
          onClick={() => setUserPaused(!userPaused)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            {userPaused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zm6 0h4v14h-4z" />}
          </svg>
        </button>
      )}
      <div ref={viewport} part="viewport" className="viewport">
        {/* Live only while nothing rotates by itself (WAI-ARIA carousel pattern). */}
        <div ref={container} className="container" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((index) => (
            <div
              key={index}
              part="slide"
              className="slide"
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slide_of', { index: index + 1, count })}
            >
              <slot name={`slide-${index}`} />
            </div>
          ))}
        </div>
      </div>
      {state.snaps > 1 && (
        <div part="controls" className="controls">
          <Arrow direction="previous" enabled={state.canPrevious} onClick={previous} t={t} />
          <div className="dots">
            {snaps.map((index) => (
              <button
                key={index}
                type="button"
                part={index === state.selected ? 'dot dot-current' : 'dot'}
                className="dot"
                aria-label={t('go_to', { index: index + 1 })}
                aria-current={index === state.selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </div>
          <Arrow direction="next" enabled={state.canNext} onClick={next} t={t} />
        </div>
      )}
      <div className="visually-hidden" role="status">
        {message}
      </div>
    </section>
  );
}
