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
