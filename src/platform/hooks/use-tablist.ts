/**
 * A WAI-ARIA tablist as prop bags: arrows move and select with wrap-around, Home and End jump,
 * only the selected tab is in the tab order, and each tab says whether it is selected. The
 * caller owns the selected index and what selecting means.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import { rovingTarget } from '../dom/roving-focus';

export interface TablistOptions {
  count: number;
  selected: number;
  onSelect(index: number): void;
}

export function useTablist({ count, selected, onSelect }: TablistOptions) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    if (index !== selected) onSelect(index); // the selected tab again does nothing
  };

  const tablistProps = {
    role: 'tablist',
    part: 'tablist',
    onKeyDown(event: KeyboardEvent) {
      const next = rovingTarget(event.key, selected, count, 'horizontal');
      if (next === null) return;
      event.preventDefault();
      select(next);
      tabs.current[next]?.focus();
    },
  };

  /** The id of tab `index`, for the panel that it labels. */
  const tabId = (index: number) => `${id}-tab-${index}`;

  /** The props of tab `index`, which controls the element with id `controls`. */
  const tabProps = (index: number, controls: string) => ({
    ref: (button: HTMLButtonElement | null) => void (tabs.current[index] = button),
    type: 'button' as const,
    role: 'tab',
    part: index === selected ? 'tab tab-selected' : 'tab',
    id: tabId(index),
    'aria-selected': index === selected,
    'aria-controls': controls,
    tabIndex: index === selected ? 0 : -1,
    onClick: () => select(index),
  });

  return { id, tabId, tablistProps, tabProps };
}
