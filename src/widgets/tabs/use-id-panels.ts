import { useLayoutEffect } from 'react';
import { panelsToSlot } from './tab-panels';

/**
 * Gives each child that a tab's target names by its id (and that has no slot) the target as its
 * slot name, before paint, so the tab's panel slot shows it; kept up as the page adds children.
 */
export function useIdPanels(host: HTMLElement, targets: readonly string[]) {
  const key = targets.join('\n');
  useLayoutEffect(() => {
    if (!key) return;
    const assign = () => {
      for (const [panel, slot] of panelsToSlot([...host.children], key.split('\n'))) panel.slot = slot;
    };
    assign();
    const observer = new MutationObserver(assign);
    observer.observe(host, { childList: true, attributeFilter: ['id', 'slot'], subtree: true });
    return () => observer.disconnect();
  }, [host, key]);
}
