import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import { rovingTarget } from '../../platform/dom/roving-focus';
import { hashForTab, matchHash, type TabItem } from './tabs-with-slots.model';

export interface TabsWithSlotsProps {
  tabs: readonly TabItem[];
}

/** Tabs whose panels are the host's children named by `slot="{value}"`, synced with the URL hash. */
export function TabsWithSlots({ tabs, host }: TabsWithSlotsProps & HostProps) {
  const id = useId();
  const [selected, setSelected] = useState(() => Math.max(0, matchHash(tabs, location.hash)));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const followHash = () => {
      const index = matchHash(tabs, location.hash);
      if (index >= 0) setSelected(index);
    };
    followHash();
    addEventListener('hashchange', followHash);
    return () => removeEventListener('hashchange', followHash);
  }, [tabs]);

  if (tabs.length === 0) return <slot />;
  const current = Math.min(selected, tabs.length - 1);

  const select = (index: number) => {
    if (index === current) return;
    setSelected(index);
    const hash = hashForTab(tabs, index, location.hash);
    // replaceState: the hash follows the tab without a scroll jump or a history entry per click.
    if (hash !== location.hash) history.replaceState(history.state, '', hash || location.pathname + location.search);
    emit(host, 'tab-change', { index, value: tabs[index]!.value });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = rovingTarget(event.key, current, tabs.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    select(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" part="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(button) => void (buttons.current[index] = button)}
            type="button"
            role="tab"
            part={index === current ? 'tab tab-selected' : 'tab'}
            id={`${id}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => select(index)}
          >
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
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== current}
          tabIndex={0}
        >
          <slot name={tab.value} />
        </div>
      ))}
    </>
  );
}
