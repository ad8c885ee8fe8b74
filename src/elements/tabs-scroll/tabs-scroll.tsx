import { useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import { useTablist } from '../../platform/hooks/use-tablist';
import { findScrollTarget, scrollToTarget } from '../../platform/dom/scroll';
import { useTabInView } from '../../widgets/tabs/use-tab-in-view';
import tabBarCss from '../../widgets/tabs/tab-bar.css';
import css from './tabs-scroll.css';
import { SECTION_LINE, TAB_SCROLL_MS, TAB_SCROLL_OFFSET } from './tabs-scroll.model';
import { lookUpTarget, useScrollSpy } from './use-scroll-spy';
import type { TabsScrollProps } from './tabs-scroll.attributes';

/** Adopted with the view (see lazyView): pages without tabs-scroll never load them. */
export const styles = [tabBarCss, css];

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** A tab bar over the page's sections: a tab scrolls to its section, scrolling selects the section's tab. */
export function TabsScroll({ tabs: items, host }: TabsScrollProps & HostProps) {
  const count = items.length;
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, Math.max(0, count - 1));

  // While our own scroll runs, the sections it passes must not take the selection.
  const scrollRun = useRef(0);
  const scrolling = useRef(false);
  const targets = items.map((tab) => tab.target);
  useScrollSpy(targets, SECTION_LINE, (index) => {
    if (!scrolling.current) setSelected(index);
  });

  const select = (index: number) => {
    const tab = items[index]!;
    const target = lookUpTarget(tab.target) ?? findScrollTarget(tab.target, '<tabs-scroll>');
    if (!target) return; // docs/RULES.md §8: the warning only
    setSelected(index);
    emit(host, 'tab-change', { index, value: tab.value });
    const run = ++scrollRun.current;
    scrolling.current = true;
    void scrollToTarget(target, { durationMs: TAB_SCROLL_MS, offset: TAB_SCROLL_OFFSET })
      // The observer reports the last crossing in the frames after the scroll ends: skip those.
      .then(nextFrame)
      .then(nextFrame)
      .then(() => {
        if (run === scrollRun.current) scrolling.current = false;
      });
  };
  const { tablistProps, tabProps } = useTablist({ count, selected: current, onSelect: select });
  const bar = useTabInView(current);

  if (count === 0) return <slot />;

  // No aria-controls: the sections are in the page, outside this shadow root, where an id
  // reference from in here cannot reach.
  return (
    <div {...tablistProps} ref={bar}>
      {items.map((tab, index) => (
        <button key={`${index}-${tab.value}`} {...tabProps(index, '')} aria-controls={undefined}>
          {tab.name}
        </button>
      ))}
    </div>
  );
}
