import { useEffect, useState } from 'react';

/** A block of hash-blocks: a direct child `<section id>` or any direct child with `data-hash`. */
const isBlock = (child: Element): child is HTMLElement =>
  child instanceof HTMLElement && !child.slot && child.matches('section[id], [data-hash]');

const blocksOf = (host: HTMLElement) => [...host.children].filter(isBlock);

/** The block's hash: `data-hash`, else its id. */
export const blockHash = (block: HTMLElement) => block.dataset.hash || block.id;

/** The heading that names a block and receives focus when it is shown: its first h1-h6, else the block. */
export const blockHeading = (block: HTMLElement): HTMLElement =>
  block.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]') ?? block;

/** The name a block gives itself: `data-name`, else its heading's text, else its hash. */
export const ownName = (block: HTMLElement) =>
  block.dataset.name || blockHeading(block).textContent?.trim().replace(/\s+/g, ' ') || blockHash(block);

/** The host's blocks, kept current as the page adds, removes or renames them. */
export function useBlocks(host: HTMLElement): readonly HTMLElement[] {
  const [blocks, setBlocks] = useState(() => blocksOf(host));
  useEffect(() => {
    const update = () =>
      setBlocks((previous) => {
        const next = blocksOf(host);
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
  }, [host]);
  return blocks;
}
