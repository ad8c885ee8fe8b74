import { useSyncExternalStore } from 'react';
import { pageVisible } from '../../platform/dom/page-state';

function subscribe(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** Whether the page is visible (not a background tab, not a minimised window). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, pageVisible);
}
