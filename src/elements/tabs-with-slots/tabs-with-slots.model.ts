/** Tabs rules: matching the URL hash and the hash a selected tab puts in the URL. Pure. */
import { decodeHash } from '../../platform/dom/url-hash';
import type { TabItem } from '../../widgets/tabs/tab-items';

/** The tab whose hash equals the URL hash, ignoring case and the leading `#`; -1 when none. */
export function matchHash(tabs: readonly TabItem[], hash: string): number {
  const wanted = decodeHash(hash).toLowerCase();
  if (!wanted) return -1;
  return tabs.findIndex((tab) => tab.hash.toLowerCase() === wanted);
}

/**
 * The URL hash once tab `index` is selected: the tab's own hash; for a tab without one, no hash
 * if the URL's named another tab (a reload must not bring that tab back), else the URL's as is.
 */
export function hashForTab(tabs: readonly TabItem[], index: number, currentHash: string): string {
  const own = tabs[index]?.hash;
  if (own) return `#${own}`;
  return matchHash(tabs, currentHash) >= 0 ? '' : currentHash;
}
