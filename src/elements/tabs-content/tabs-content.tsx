import { useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import { attributeError, isTabIndex, selectedTabProblem } from '../../widgets/tabs/tabs.model';
import { useConsoleErrorOnce } from '../../widgets/tabs/use-console-error-once';
import { SlottedTabs, useTabs } from '../../widgets/tabs/tab-list';
import tabBarCss from '../../widgets/tabs/tab-bar.css';
import { useSlotNames } from './use-slot-names';
import type { TabsContentProps } from './tabs-content.attributes';

/** Adopted with the view (see lazyView): pages without tabs-content never load them. */
export const styles = [tabBarCss];

/** Tabs whose panels are the host's children their targets name (slot, else id). */
export function TabsContent({ tabs: items, selectedTab, host }: TabsContentProps & HostProps) {
  const count = items.length;
  const rangeProblem = selectedTabProblem(selectedTab, count);
  useConsoleErrorOnce(
    rangeProblem && attributeError('tabs-content', 'selected-tab', rangeProblem, 'selecting tab 0'),
    `${selectedTab}/${count}`,
  );
  const start = isTabIndex(selectedTab, count) ? selectedTab : 0;

  // The page may change `selected-tab` later: that selects the tab again, like the first time.
  const [selected, setSelected] = useState(start);
  const [startSeen, setStartSeen] = useState(start);
  if (start !== startSeen) {
    setStartSeen(start);
    setSelected(start);
  }
  const current = Math.min(selected, Math.max(0, count - 1));

  const select = (index: number) => {
    setSelected(index);
    emit(host, 'tab-change', { index, value: items[index]!.value });
  };
  const tabs = useTabs({ count, selected: current, onSelect: select });
  const slotNames = useSlotNames(host);

  if (count === 0) {
    // Fallback (no tabs, or malformed ones): every child stays visible, in its place.
    return (
      <>
        <slot />
        {slotNames.map((name) => (
          <slot key={name} name={name} />
        ))}
      </>
    );
  }

  return <SlottedTabs tabs={tabs} items={items} host={host} />;
}
