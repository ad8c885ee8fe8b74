/** Tabs rules: the hash a selected tab puts in the URL. Pure. */
import { keyForHash } from '../../widgets/tabs/hash-selection';
import type { TabItem } from '../../widgets/tabs/tab-items';

/**
 * The URL hash once tab `index` is selected: the tab's own hash; for a tab without one, no hash
 * if the URL's named another tab (a reload must not bring that tab back), else the URL's as is.
 */
export function hashForTab(tabs: readonly TabItem[], index: number, currentHash: string): string {
  const own = tabs[index]?.hash;
  if (own) return `#${own}`;
  return keyForHash(tabsHashes(tabs), currentHash) >= 0 ? '' : currentHash;
}

/** The tabs' URL hashes, the keys the URL hash selects by. */
export const tabsHashes = (tabs: readonly TabItem[]) => tabs.map((tab) => tab.hash);
