import { useMemo, useSyncExternalStore } from 'react';

/** Whether a media query matches now; the view re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const [subscribe, matches] = useMemo(() => {
    const list = matchMedia(query);
    const subscribe = (onChange: () => void) => {
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    };
    return [subscribe, () => list.matches] as const;
  }, [query]);
  return useSyncExternalStore(subscribe, matches);
}
