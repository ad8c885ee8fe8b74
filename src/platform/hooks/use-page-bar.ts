/**
 * A callback ref that registers the box it is given as the page bar `name` (../dom/page-bars.ts)
 * for as long as React keeps it on the page.
 */
import { useCallback, useRef } from 'react';
import type { BarName } from '../dom/bar-stack';
import { registerBar } from '../dom/page-bars';

export function usePageBar<Box extends HTMLElement>(name: BarName): (box: Box | null) => void {
  const unregister = useRef<(() => void) | null>(null);
  return useCallback(
    (box: Box | null) => {
      unregister.current?.();
      unregister.current = box ? registerBar(name, box) : null;
    },
    [name],
  );
}
