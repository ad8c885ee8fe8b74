/** Tabs rules shared by the tab elements: hash matching and the ARIA tabs keys. Pure. */
import { listOfObjects } from '../../platform/attributes';

/** SPEC 3 tab item. `value` names the slot holding the panel; `hash` is its URL hash. */
export interface TabItem {
  name: string;
  value: string;
  hash?: string;
  target?: string;
}

export const checkTabs = listOfObjects(['name', 'value']);

/** The tab whose hash equals the URL hash, ignoring case and the leading `#`; -1 when none. */
export function matchHash(tabs: readonly TabItem[], hash: string): number {
  const wanted = decodeHash(hash).toLowerCase();
  if (!wanted) return -1;
  return tabs.findIndex((tab) => (tab.hash ?? '').replace(/^#/, '').toLowerCase() === wanted);
}

function decodeHash(hash: string): string {
  const bare = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

/** The ARIA tabs pattern: arrows wrap, Home and End jump; null for any other key. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
