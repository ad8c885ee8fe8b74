/**
 * Whether the page is scrolled past `threshold` px; re-checked at most once per `throttleMs` while
 * scrolling. Read once a frame after mounting and then on scroll, never during a render: reading
 * `scrollY` while the page is being built forces a layout of it (2-3 ms of a phone's first load).
 */
import { useEffect, useState } from 'react';
import { isScrolledPast } from '../dom/scroll-math';
import { throttle } from '../dom/throttle';

export function useScrolledPast(threshold: number, throttleMs: number): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const check = () => setScrolledPast(isScrolledPast(scrollY, threshold));
    const onScroll = throttle(check, throttleMs);
    const firstCheck = requestAnimationFrame(check);
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(firstCheck);
      removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [threshold, throttleMs]);
  return scrolledPast;
}
