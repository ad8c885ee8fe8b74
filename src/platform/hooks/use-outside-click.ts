/**
 * Calls `onOutside` for a click anywhere outside `host` (its shadow root and slotted content
 * count as inside) while `active`: how a menu or popover closes when the visitor clicks away.
 */
import { useEffect, useRef } from 'react';

export function useOutsideClick(host: HTMLElement, active: boolean, onOutside: () => void) {
  const latest = useRef(onOutside);
  latest.current = onOutside;
  useEffect(() => {
    if (!active) return;
    const onClick = (event: Event) => {
      if (!event.composedPath().includes(host)) latest.current();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [host, active]);
}
