import { useEffect, useState } from 'react';

export interface OptionBlock {
  element: HTMLElement;
  option: string;
  value: string | null;
}

function readBlocks(host: HTMLElement): OptionBlock[] {
  return [...host.children]
    .filter((child): child is HTMLElement => child instanceof HTMLElement && child.hasAttribute('data-option'))
    .map((element) => ({ element, option: element.dataset.option!, value: element.dataset.value ?? null }));
}

const same = (a: OptionBlock[], b: OptionBlock[]) =>
  a.length === b.length &&
  a.every(
    (block, i) => block.element === b[i]!.element && block.option === b[i]!.option && block.value === b[i]!.value,
  );

/** The host's children with `data-option`, read at once (no flash) and again when they change. */
export function useOptionBlocks(host: HTMLElement): OptionBlock[] {
  const [blocks, setBlocks] = useState(() => readBlocks(host));
  useEffect(() => {
    const refresh = () =>
      setBlocks((current) => {
        const next = readBlocks(host);
        return same(current, next) ? current : next;
      });
    const observer = new MutationObserver(refresh);
    observer.observe(host, { childList: true, subtree: true, attributeFilter: ['data-option', 'data-value'] });
    refresh();
    return () => observer.disconnect();
  }, [host]);
  return blocks;
}
