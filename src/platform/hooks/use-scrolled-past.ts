/** Whether the page is scrolled past `threshold` px; re-checked at most once per `throttleMs` while scrolling. */
import { useCallback, useSyncExternalStore } from 'react';
import { isScrolledPast } from '../dom/scroll-math';
import { throttle } from '../dom/throttle';

export function useScrolledPast(threshold: number, throttleMs: number): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const onScroll = throttle(onChange, throttleMs);
      addEventListener('scroll', onScroll, { passive: true });
      return () => {
        removeEventListener('scroll', onScroll);
        onScroll.cancel();
      };
    },
    [throttleMs],
  );
  return useSyncExternalStore(subscribe, () => isScrolledPast(scrollY, threshold));
}
