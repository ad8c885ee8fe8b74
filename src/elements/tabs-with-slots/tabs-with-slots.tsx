import { useEffect, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import { useTablist } from '../../platform/hooks/use-tablist';
import { hashForTab, matchHash } from './tabs-with-slots.model';
import type { TabsWithSlotsProps } from './tabs-with-slots.attributes';

/** Tabs whose panels are the host's children named by `slot="{value}"`, synced with the URL hash. */
export function TabsWithSlots({ tabs, host }: TabsWithSlotsProps & HostProps) {
  const [selected, setSelected] = useState(() => Math.max(0, matchHash(tabs, location.hash)));
  const current = Math.min(selected, Math.max(0, tabs.length - 1));

  useEffect(() => {
    const followHash = () => {
      const index = matchHash(tabs, location.hash);
      if (index >= 0) setSelected(index);
    };
    followHash();
    addEventListener('hashchange', followHash);
    return () => removeEventListener('hashchange', followHash);
  }, [tabs]);

  const select = (index: number) => {
    setSelected(index);
    const hash = hashForTab(tabs, index, location.hash);
    // replaceState: the hash follows the tab without a scroll jump or a history entry per click.
    if (hash !== location.hash) history.replaceState(history.state, '', hash || location.pathname + location.search);
    emit(host, 'tab-change', { index, value: tabs[index]!.value });
  };
  const { id, tabId, tablistProps, tabProps } = useTablist({ count: tabs.length, selected: current, onSelect: select });

  if (tabs.length === 0) return <slot />;

  return (
    <>
      <div {...tablistProps}>
        {tabs.map((tab, index) => (
          <button key={tab.value} {...tabProps(index, `${id}-panel-${index}`)}>
            {tab.name}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.value}
          role="tabpanel"
          part="panel"
          id={`${id}-panel-${index}`}
          aria-labelledby={tabId(index)}
          hidden={index !== current}
          tabIndex={0}
        >
          <slot name={tab.value} />
        </div>
      ))}
    </>
  );
}
