/** Tabs rules: matching the URL hash and the hash a selected tab puts in the URL. Pure. */
import { listOfObjects } from '../../platform/runtime/attributes';
import { decodeHash } from '../../platform/dom/url-hash';

/** docs/RULES.md §3 tab item. `value` names the slot holding the panel; `hash` is its URL hash. */
export interface TabItem {
  name: string;
  value: string;
  hash?: string;
  target?: string;
}

export const checkTabs = listOfObjects(['name', 'value']);

const bare = (hash: string) => hash.replace(/^#/, '');

/** The tab whose hash equals the URL hash, ignoring case and the leading `#`; -1 when none. */
export function matchHash(tabs: readonly TabItem[], hash: string): number {
  const wanted = decodeHash(hash).toLowerCase();
  if (!wanted) return -1;
  return tabs.findIndex((tab) => bare(tab.hash ?? '').toLowerCase() === wanted);
}

/**
 * The URL hash once tab `index` is selected: the tab's own hash; for a tab without one, no hash
 * if the URL's named another tab (a reload must not bring that tab back), else the URL's as is.
 */
export function hashForTab(tabs: readonly TabItem[], index: number, currentHash: string): string {
  const own = bare(tabs[index]?.hash ?? '');
  if (own) return `#${own}`;
  return matchHash(tabs, currentHash) >= 0 ? '' : currentHash;
}
