/** Hash blocks rules: which block a URL hash shows, the blocks' names, and their neighbours. Pure. */
import { decodeHash } from '../../platform/dom/url-hash';
import { checkTabList } from '../../widgets/tabs/tabs.model';

/** An optional name for a block's buttons: `value` is the block's hash (its id or data-hash). */
export interface HashBlockItem {
  name: string;
  value: string;
}

export const checkBlockNames = checkTabList(['name', 'value']);

const same = (a: string, b: string) => a.replace(/^#/, '').toLowerCase() === b.replace(/^#/, '').toLowerCase();

/** The block whose hash equals the URL hash, ignoring case and the leading `#`; -1 when none. */
export function blockForHash(hashes: readonly string[], urlHash: string): number {
  const wanted = decodeHash(urlHash);
  if (!wanted) return -1;
  return hashes.findIndex((hash) => same(hash, wanted));
}

/**
 * The block to show once the URL hash changes (a link, back or forward): the block it names; the
 * first for no hash (back to the page as it was first opened); for a hash that names no block (an
 * anchor elsewhere on the page) the block shown now stays.
 */
export function blockAfterHashChange(hashes: readonly string[], urlHash: string, current: number): number {
  if (!decodeHash(urlHash)) return 0;
  const index = blockForHash(hashes, urlHash);
  return index >= 0 ? index : current;
}

/** What a block is called on the buttons: the `tabs` entry for its hash, else `ownName` (its heading). */
export function blockName(hash: string, ownName: string, names: readonly HashBlockItem[] | null): string {
  return names?.find((item) => same(item.value, hash))?.name ?? ownName;
}

/** The blocks before and after `index`; null at the ends (the buttons do not wrap). */
export function neighbours(index: number, count: number): { previous: number | null; next: number | null } {
  return { previous: index > 0 ? index - 1 : null, next: index < count - 1 ? index + 1 : null };
}
