import { useEffect, useState } from 'react';
import type { TabItem } from '../../widgets/tabs/tab-items';
import { blockHash, itemForBlock, type BlockKeys } from './hash-blocks.model';

const keysOf = (block: HTMLElement): BlockKeys => ({
  slot: block.slot,
  id: block.id,
  dataHash: block.dataset.hash ?? '',
});

/**
 * A block of hash-blocks: a direct child that a tab's target names (by slot name, id or
 * data-hash), or, without a slot, a `<section id>` or any child with `data-hash`.
 */
const isBlock = (child: Element, items: readonly TabItem[]): child is HTMLElement =>
  child instanceof HTMLElement &&
  ((!child.slot && child.matches('section[id], [data-hash]')) || itemForBlock(keysOf(child), items) !== undefined);

const blocksOf = (host: HTMLElement, items: readonly TabItem[]) =>
  [...host.children].filter((child) => isBlock(child, items));

/** The URL hash of a block. */
export const hashOf = (block: HTMLElement, items: readonly TabItem[]) => blockHash(keysOf(block), items);

/** What a block is called on the buttons: its tab item's name, else the name it gives itself. */
export const nameOf = (block: HTMLElement, items: readonly TabItem[]) =>
  itemForBlock(keysOf(block), items)?.name ?? ownName(block);

/** The heading that names a block and receives focus when it is shown: its first h1-h6, else the block. */
export const blockHeading = (block: HTMLElement): HTMLElement =>
  block.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]') ?? block;

/** The name a block gives itself: `data-name`, else its heading's text, else its id or data-hash. */
const ownName = (block: HTMLElement) =>
  block.dataset.name || blockHeading(block).textContent?.trim().replace(/\s+/g, ' ') || block.dataset.hash || block.id;

/** The host's blocks, kept current as the page adds, removes or renames them. */
export function useBlocks(host: HTMLElement, items: readonly TabItem[]): readonly HTMLElement[] {
  const [blocks, setBlocks] = useState(() => blocksOf(host, items));
  useEffect(() => {
    const update = () =>
      setBlocks((previous) => {
        const next = blocksOf(host, items);
        const unchanged = next.length === previous.length && next.every((block, index) => block === previous[index]);
        return unchanged ? previous : next;
      });
    const observer = new MutationObserver(update);
    observer.observe(host, {
      childList: true,
      attributes: true,
      subtree: true,
      attributeFilter: ['id', 'data-hash', 'slot'],
    });
    update();
    return () => observer.disconnect();
  }, [host, items]);
  return blocks;
}
