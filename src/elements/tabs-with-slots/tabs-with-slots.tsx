import { useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import { SlottedTabs, useTabs } from '../../widgets/tabs/tab-list';
import tabBarCss from '../../widgets/tabs/tab-bar.css';
import { keyForHash } from '../../widgets/tabs/hash-selection';
import { putHash, useHashSelection } from '../../widgets/tabs/use-hash-selection';
import { hashForTab, tabsHashes } from './tabs-with-slots.model';
import css from './tabs-with-slots.css';
import type { TabsWithSlotsProps } from './tabs-with-slots.attributes';

/** Adopted with the view (see lazyView): pages without tabs-with-slots never load them. */
export const styles = [tabBarCss, css];

/** Tabs whose panels are the host's children their targets name (slot, else id), synced with the URL hash. */
export function TabsWithSlots({ tabs, host }: TabsWithSlotsProps & HostProps) {
  const hashes = tabsHashes(tabs);
  const [selected, setSelected] = useState(() => Math.max(0, keyForHash(hashes, location.hash)));
  const current = Math.min(selected, Math.max(0, tabs.length - 1));

  useHashSelection(hashes, (index) => index >= 0 && setSelected(index));

  const select = (index: number) => {
    setSelected(index);
    const hash = hashForTab(tabs, index, location.hash);
    // Replaced: the hash follows the tab without a history entry per click.
    if (hash !== location.hash) putHash(hash.slice(1), 'replace');
    emit(host, 'tab-change', { index, value: tabs[index]!.value });
  };
  const tabList = useTabs({ count: tabs.length, selected: current, onSelect: select });

  if (tabs.length === 0) return <slot />;

  return <SlottedTabs tabs={tabList} items={tabs} host={host} />;
}
