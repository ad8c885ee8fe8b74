import { useEffect, useState } from 'react';

const slotNamesOf = (host: HTMLElement) => [...new Set([...host.children].map((child) => child.slot).filter(Boolean))];

/**
 * The `slot` names the host's children carry, kept current: without a valid tab list the view
 * still gives each of them a slot, so no server-rendered panel disappears.
 */
export function useSlotNames(host: HTMLElement): readonly string[] {
  const [names, setNames] = useState(() => slotNamesOf(host));
  useEffect(() => {
    const update = () =>
      setNames((previous) => {
        const next = slotNamesOf(host);
        return next.join('\n') === previous.join('\n') ? previous : next;
      });
    const observer = new MutationObserver(update);
    observer.observe(host, { childList: true, subtree: true, attributeFilter: ['slot'] });
    update();
    return () => observer.disconnect();
  }, [host]);
  return names;
}
