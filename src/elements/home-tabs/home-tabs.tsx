import { useLayoutEffect, useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import { attributeError, isTabIndex, selectedTabProblem } from '../../widgets/tabs/tabs.model';
import { useConsoleErrorOnce } from '../../widgets/tabs/use-console-error-once';
import type { TabItem } from '../../widgets/tabs/tab-items';
import { TabList, TabPanel, useTabs } from '../../widgets/tabs/tab-list';
import tabBarCss from '../../widgets/tabs/tab-bar.css';
import css from './home-tabs.css';
import { NARROW_QUERY, childShown, initialTab } from './home-tabs.model';
import type { HomeTabsProps } from './home-tabs.attributes';

/** Adopted with the view (see lazyView): pages without home-tabs never load them. */
export const styles = [tabBarCss, css];

/** Tells the host and its default-slot children which tab is selected (no tabs: show all). */
function markSelection(host: HTMLElement, tabs: readonly TabItem[], index: number) {
  const tab = tabs[index];
  host.dataset.state = tab ? 'tabs' : 'fallback';
  if (tab) host.dataset.selectedTab = String(index);
  else delete host.dataset.selectedTab;
  for (const child of host.children) {
    if (!(child instanceof HTMLElement) || child.slot) continue;
    const shown = childShown({ marker: child.dataset.tab, id: child.id }, tabs, index);
    if (shown !== null) child.hidden = !shown;
  }
}

/** A title, a tab bar fed by `tabs`, and a default slot told the selected index. */
export function HomeTabs({ tabs: items, selectedTab, host }: HomeTabsProps & HostProps) {
  const count = items.length;
  // Measured once: docs/RULES.md §2 decides on mount only.
  const [narrow] = useState(() => matchMedia(NARROW_QUERY).matches);
  const rangeProblem = narrow ? null : selectedTabProblem(selectedTab, count);
  useConsoleErrorOnce(
    rangeProblem && attributeError('home-tabs', 'selected-tab', rangeProblem, 'selecting tab 0'),
    `${selectedTab}/${count}`,
  );

  // Until the visitor (or a later `selected-tab`) chooses, the mount rule decides, also for tabs
  // that arrive after the first render.
  const [chosen, setChosen] = useState<number | null>(null);
  const [selectedTabSeen, setSelectedTabSeen] = useState(selectedTab);
  if (selectedTab !== selectedTabSeen) {
    setSelectedTabSeen(selectedTab);
    setChosen(isTabIndex(selectedTab, count) ? selectedTab : 0);
  }
  const current = Math.min(chosen ?? initialTab(narrow, selectedTab, count), Math.max(0, count - 1));

  const select = (index: number) => {
    setChosen(index);
    emit(host, 'tab-change', { index, value: items[index]!.value });
  };
  const tabs = useTabs({ count, selected: current, onSelect: select });

  // Before paint: a hidden child never flashes. Children added later are marked on slotchange.
  const slot = useRef<HTMLSlotElement>(null);
  useLayoutEffect(() => {
    markSelection(host, items, current);
    const element = slot.current;
    const remark = () => markSelection(host, items, current);
    element?.addEventListener('slotchange', remark);
    return () => element?.removeEventListener('slotchange', remark);
  }, [host, items, current]);

  const content = <slot ref={slot} />;
  return (
    <>
      <div part="title">
        <slot name="title" />
      </div>
      {count > 0 ? (
        <>
          <TabList
            tabs={tabs}
            items={items.map((tab, index) => ({ key: `${index}-${tab.name}`, label: tab.name }))}
            panels="one"
          />
          <TabPanel tabs={tabs} focusable>
            {content}
          </TabPanel>
        </>
      ) : (
        <div part="panel">{content}</div>
      )}
    </>
  );
}
