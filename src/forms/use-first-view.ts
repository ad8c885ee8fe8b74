/**
 * Calls `onView` once, when at least half of `target` is first in the viewport: a form below the
 * fold counts as viewed when the visitor scrolls to it, not when the page loads. Once per host
 * element, so the remount that moving an element causes does not count it again.
 */
import { useEffect, useRef, type RefObject } from 'react';

const VISIBLE_SHARE = 0.5;
const viewedHosts = new WeakSet<HTMLElement>();

export function useFirstView(host: HTMLElement, target: RefObject<HTMLElement | null>, onView: () => void): void {
  const latest = useRef(onView);
  latest.current = onView;
  useEffect(() => {
    if (viewedHosts.has(host) || !target.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= VISIBLE_SHARE)) return;
        observer.disconnect();
        viewedHosts.add(host);
        latest.current();
      },
      { threshold: VISIBLE_SHARE },
    );
    observer.observe(target.current);
    return () => observer.disconnect();
  }, [host, target]);
}
