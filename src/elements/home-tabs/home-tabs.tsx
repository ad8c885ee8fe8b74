import { useLayoutEffect, useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import { useTablist } from '../../platform/hooks/use-tablist';
import { attributeError, isTabIndex, selectedTabProblem } from '../../widgets/tabs/tabs.model';
import { useCheckedList, useConsoleErrorOnce } from '../../widgets/tabs/use-checked-tabs';
import { useTabInView } from '../../widgets/tabs/use-tab-in-view';
import tabBarCss from '../../widgets/tabs/tab-bar.css';
import css from './home-tabs.css';
import { NARROW_QUERY, checkHomeTabs, initialTab, marksTab, tabValue, type HomeTabItem } from './home-tabs.model';
import type { HomeTabsProps } from './home-tabs.attributes';

/** Adopted with the view (see lazyView): pages without home-tabs never load them. */
export const styles = [tabBarCss, css];

/** Tells the host and its default-slot children which tab is selected (null: no tabs, show all). */
function markSelection(host: HTMLElement, tabs: readonly HomeTabItem[] | null, index: number) {
  const tab = tabs?.[index];
  host.dataset.state = tab ? 'tabs' : 'fallback';
  if (tab) host.dataset.selectedTab = String(index);
  else delete host.dataset.selectedTab;
  for (const child of host.children) {
    if (!(child instanceof HTMLElement) || child.slot || child.dataset.tab === undefined) continue;
    child.hidden = tab ? !marksTab(child.dataset.tab, tab, index) : false;
  }
}

/** A title, a tab bar fed by `tabs`, and a default slot told the selected index. */
export function HomeTabs({ tabs, selectedTab, host }: HomeTabsProps & HostProps) {
  const items = useCheckedList<HomeTabItem>(tabs, checkHomeTabs, 'home-tabs');
  const count = items?.length ?? 0;
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
    emit(host, 'tab-change', { index, value: tabValue(items![index]!, index) });
  };
  const { id, tabId, tablistProps, tabProps } = useTablist({ count, selected: current, onSelect: select });
  const bar = useTabInView(current);

  // Before paint: a hidden child never flashes. Children added later are marked on slotchange.
  const slot = useRef<HTMLSlotElement>(null);
  const shown = items && count > 0 ? items : null;
  useLayoutEffect(() => {
    markSelection(host, shown, current);
    const element = slot.current;
    const remark = () => markSelection(host, shown, current);
    element?.addEventListener('slotchange', remark);
    return () => element?.removeEventListener('slotchange', remark);
  }, [host, shown, current]);

  const panelId = `${id}-panel`;
  return (
    <>
      <div part="title">
        <slot name="title" />
      </div>
      {shown && (
        <div {...tablistProps} ref={bar}>
          {shown.map((tab, index) => (
            <button key={`${index}-${tab.name}`} {...tabProps(index, panelId)}>
              {tab.name}
            </button>
          ))}
        </div>
      )}
      <div
        part="panel"
        {...(shown ? { role: 'tabpanel', id: panelId, 'aria-labelledby': tabId(current), tabIndex: 0 } : {})}
      >
        <slot ref={slot} />
      </div>
    </>
  );
}
