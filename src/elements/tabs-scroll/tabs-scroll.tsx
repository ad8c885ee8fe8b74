import { useEffect, useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import { findScrollTarget, scrollToTarget } from '../../platform/dom/scroll';
import { registerBar } from '../../platform/dom/page-bars';
import { TabList, useTabs } from '../../widgets/tabs/tab-list';
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
  const tabs = useTabs({ count, selected: current, onSelect: select });
  // Sticky over the sections: focus moving up the page must not land under it (2.4.11).
  const shown = count > 0;
  useEffect(() => (shown ? registerBar('tabs-scroll', host) : undefined), [host, shown]);

  if (count === 0) return <slot />;

  // The sections are in the page, outside this shadow root: the tabs control no panel here.
  return (
    <TabList
      tabs={tabs}
      items={items.map((tab, index) => ({ key: `${index}-${tab.value}`, label: tab.name }))}
      panels="none"
    />
  );
}
