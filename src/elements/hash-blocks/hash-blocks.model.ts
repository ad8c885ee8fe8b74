/** Hash blocks rules: which children are blocks, which block a URL hash shows, names, neighbours. Pure. */
import { decodeHash } from '../../platform/dom/url-hash';
import { keyForHash } from '../../widgets/tabs/hash-selection';
import type { TabItem } from '../../widgets/tabs/tab-items';

const same = (a: string, b: string) => a.replace(/^#/, '').toLowerCase() === b.replace(/^#/, '').toLowerCase();

/** What the rules read of a host's child: its slot name, id and `data-hash` ("" for none). */
export interface BlockKeys {
  slot: string;
  id: string;
  dataHash: string;
}

/**
 * The tab item of a block: the one whose target is the block's slot name, else its id or
 * `data-hash` (ignoring case and `#`, as the first lists of names did).
 */
export function itemForBlock(block: BlockKeys, items: readonly TabItem[]): TabItem | undefined {
  return (
    items.find((item) => block.slot !== '' && item.target === block.slot) ??
    items.find((item) => [block.id, block.dataHash].some((key) => key !== '' && same(key, item.target)))
  );
}

/**
 * A block's URL hash: its tab item's hash, else its `data-hash`, else its id. An item's hash
 * that is the block's own in another case keeps the block's spelling in the URL.
 */
export function blockHash(block: BlockKeys, items: readonly TabItem[]): string {
  const own = block.dataHash || block.id;
  const given = itemForBlock(block, items)?.hash;
  return given && !same(given, own) ? given : own || given || '';
}

/**
 * The block to show once the URL hash changes (a link, back or forward): the block it names; the
 * first for no hash (back to the page as it was first opened); for a hash that names no block (an
 * anchor elsewhere on the page) the block shown now stays.
 */
export function blockAfterHashChange(hashes: readonly string[], urlHash: string, current: number): number {
  if (!decodeHash(urlHash)) return 0;
  const index = keyForHash(hashes, urlHash);
  return index >= 0 ? index : current;
}

/** The blocks before and after `index`; null at the ends (the buttons do not wrap). */
export function neighbours(index: number, count: number): { previous: number | null; next: number | null } {
  return { previous: index > 0 ? index - 1 : null, next: index < count - 1 ? index + 1 : null };
}
