/**
 * Animated page scrolling shared by the scroll elements and the page behaviours. One animation
 * at a time: a new one, or the visitor's wheel or touch, stops the running one.
 */
import { reducedMotion } from './reduced-motion';
import { systemClock } from './clock';
import { pageRoot } from './page-globals';
import { scrollDestination, scrollPositionAt } from './scroll-math';

export interface ScrollToTargetOptions {
  durationMs?: number;
  /** Added to the target's position: -150 stops 150 px above it. */
  offset?: number;
}

let stopRunning: (() => void) | undefined;

/**
 * Scrolls the page to an element or to a document position (px from the top), animated with
 * requestAnimationFrame over `durationMs` of systemClock, or at once when the visitor prefers reduced motion. Resolves when the
 * scroll ends or is interrupted.
 */
export function scrollToTarget(
  target: Element | number,
  { durationMs = 500, offset = 0 }: ScrollToTargetOptions = {},
): Promise<void> {
  stopRunning?.();
  const root = pageRoot();
  const top = typeof target === 'number' ? target : target.getBoundingClientRect().top + scrollY;
  const from = scrollY;
  const to = scrollDestination(top, offset, root.scrollHeight - root.clientHeight);
  if (from === to || durationMs <= 0 || reducedMotion()) {
    jumpTo(to);
    return Promise.resolve();
  }

  return new Promise((resolve) => {
    // Time from systemClock, not the frames' timestamps: a test's fake clock moves the scroll.
    const start = systemClock.now();
    let frame = requestAnimationFrame(step);
    function step() {
      const elapsed = systemClock.now() - start;
      jumpTo(scrollPositionAt(from, to, elapsed, durationMs));
      if (elapsed < durationMs) frame = requestAnimationFrame(step);
      else stop();
    }
    function stop() {
      cancelAnimationFrame(frame);
      removeEventListener('wheel', stop);
      removeEventListener('touchstart', stop);
      if (stopRunning === stop) stopRunning = undefined;
      resolve();
    }
    // The visitor's own scrolling wins over ours.
    addEventListener('wheel', stop, { passive: true });
    addEventListener('touchstart', stop, { passive: true });
    stopRunning = stop;
  });
}

/** 'instant': a page's `scroll-behavior: smooth` would otherwise animate every frame's jump. */
function jumpTo(top: number) {
  window.scrollTo({ top, behavior: 'instant' });
}

/**
 * How much of the viewport's top `header` covers: its height, or, when it sits in a fixed or
 * sticky box (with a risk warning above it, say), that box's; 0 without a header.
 */
export function coveredHeight(header: Element | null): number {
  if (!header) return 0;
  let cover: Element = header;
  for (let box: Element | null = header; box; box = box.parentElement) {
    if (/^(fixed|sticky)$/.test(getComputedStyle(box).position)) cover = box;
  }
  return cover.getBoundingClientRect().height;
}

/** The element `selector` names, or null after the console warning docs/RULES.md §8 asks for. */
export function findScrollTarget(selector: string, who: string): Element | null {
  let target: Element | null = null;
  try {
    target = document.querySelector(selector);
  } catch {
    // An invalid selector names nothing, like a missing element.
  }
  if (!target) console.warn(`${who}: no scroll target matches "${selector}"; not scrolling.`);
  return target;
}
