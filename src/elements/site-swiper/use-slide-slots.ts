import { useLayoutEffect, useState } from 'react';

/**
 * Gives each child element of the host its own named slot (`slide-0`, `slide-1`, ...), so the
 * view can wrap each in a slide box that the carousel measures and moves inside the shadow
 * root; follows children added or removed later. Returns how many slides there are.
 */
export function useSlideSlots(host: HTMLElement): number {
  const [count, setCount] = useState(() => host.children.length);
  useLayoutEffect(() => {
    const assign = () => {
      const children = [...host.children];
      children.forEach((child, index) => {
        const name = `slide-${index}`;
        if (child.getAttribute('slot') !== name) child.setAttribute('slot', name);
      });
      setCount(children.length);
    };
    assign();
    const observer = new MutationObserver(assign);
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [host]);
  return count;
}
