import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the selected tab wholly inside a tab bar that scrolls sideways (phones): focus brings a
 * tab into view, but the selected tab turns bold, and wider, just after. Scrolls the bar only,
 * never the page. Returns the ref for the tablist element.
 */
export function useTabInView(selected: number) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    const tab = element?.children[selected];
    if (!element || !tab || element.scrollWidth <= element.clientWidth) return;
    const box = element.getBoundingClientRect();
    const { left, right } = tab.getBoundingClientRect();
    if (left < box.left) element.scrollLeft -= box.left - left;
    else if (right > box.right) element.scrollLeft += right - box.right;
  }, [selected]);
  return bar;
}
