import { useEffect, useRef } from 'react';
import { sectionAt } from './tabs-scroll.model';

/** The element a tab's `target` names: an id (with or without `#`) or a CSS selector; null when none. */
export function lookUpTarget(target: string): Element | null {
  const byId = document.getElementById(target.replace(/^#/, ''));
  if (byId) return byId;
  try {
    return document.querySelector(target);
  } catch {
    return null; // not a selector: names nothing
  }
}

/**
 * Tells `onSection` which target spans the horizontal `line` (px from the viewport's top) as the
 * visitor scrolls. An IntersectionObserver watches a 1 px band at the line, so it wakes only when
 * a target's edge crosses it, never on every scroll event.
 */
export function useScrollSpy(targets: readonly string[], line: number, onSection: (index: number) => void) {
  const callback = useRef(onSection);
  callback.current = onSection;
  const key = targets.join('\n');

  useEffect(() => {
    if (!key) return;
    const elements = key.split('\n').map(lookUpTarget);
    let observer: IntersectionObserver | undefined;
    const decide = () => {
      const spans = elements.map((element) => element?.getBoundingClientRect() ?? null);
      const index = sectionAt(spans, line);
      if (index !== null) callback.current(index);
    };
    const watch = () => {
      observer?.disconnect();
      const below = Math.max(0, innerHeight - line - 1);
      observer = new IntersectionObserver(decide, { rootMargin: `-${line}px 0px -${below}px 0px` });
      for (const element of elements) if (element) observer.observe(element);
    };
    watch();
    // The band is in px: a new window height moves its bottom margin.
    addEventListener('resize', watch);
    return () => {
      removeEventListener('resize', watch);
      observer?.disconnect();
    };
  }, [key, line]);
}
