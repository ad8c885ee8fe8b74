import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the selected tab wholly inside a tab bar that scrolls sideways (phones): focus brings a
 * tab into view, but the selected tab turns bold, and wider, just after. Scrolls the bar only,
 * never the page. Returns the ref for the tablist element.
 *
 * A new bar shows its start, so a first tab selected at mount is measured for nothing: each
 * measure is a layout of the page, forced in the middle of its first renders.
 */
export function useTabInView(selected: number) {
  const bar = useRef<HTMLDivElement>(null);
  const inView = useRef(0);
  useLayoutEffect(() => {
    if (selected === inView.current) return;
    inView.current = selected;
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
