/**
 * The one tab list of the tab elements: the WAI-ARIA tablist, its tabs and their panels, with the
 * parts every tab element documents (`tablist`, `tab`, `tab-selected`, `panel`). `useTabs` holds
 * the keyboard and the ids; `TabList` draws the bar, `TabPanels` a panel per tab, `TabPanel` one
 * panel that the selected tab labels, `SlottedTabs` the bar over the host's slotted panels. The caller owns the selection and what selecting means.
 */
import type { Key, ReactNode } from 'react';
import { useTablist, type TablistOptions } from '../../platform/hooks/use-tablist';
import type { TabItem } from './tab-items';
import { useIdPanels } from './use-id-panels';
import { useTabInView } from './use-tab-in-view';

/** A tab as the bar shows it; `data` becomes the tab's `data-*` markers. */
export interface TabLabel {
  key: Key;
  label: ReactNode;
  data?: Record<`data-${string}`, string>;
}

/** Which panels the tabs control: one per tab, one for all, or none in this shadow root. */
export type TabPanelsKind = 'each' | 'one' | 'none';

export type Tabs = ReturnType<typeof useTabs>;

export function useTabs(options: TablistOptions) {
  const tablist = useTablist(options);
  const panelId = (index?: number) => `${tablist.id}-panel${index === undefined ? '' : `-${index}`}`;
  return { ...tablist, selected: options.selected, panelId };
}

/**
 * The tab bar. When it scrolls sideways (phones) the selected tab is kept wholly in view. With
 * `panels="none"` the tabs have no aria-controls: their targets are outside this shadow root,
 * where an id reference from in here cannot reach.
 */
export function TabList({
  tabs,
  items,
  panels,
  label,
}: {
  tabs: Tabs;
  items: readonly TabLabel[];
  panels: TabPanelsKind;
  /** The tab bar's accessible name. */
  label?: string;
}) {
  const bar = useTabInView(tabs.selected);
  const controls = (index: number) => (panels === 'each' ? tabs.panelId(index) : tabs.panelId());
  return (
    <div {...tabs.tablistProps} ref={bar} aria-label={label}>
      {items.map((item, index) => (
        <button
          key={item.key}
          {...tabs.tabProps(index, '')}
          aria-controls={panels === 'none' ? undefined : controls(index)}
          {...item.data}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** A panel per tab (`panels="each"`), only the selected one shown; `children` fills panel `index`. */
export function TabPanels({
  tabs,
  items,
  children,
}: {
  tabs: Tabs;
  items: readonly TabLabel[];
  children: (index: number) => ReactNode;
}) {
  return items.map((item, index) => (
    <div
      key={item.key}
      role="tabpanel"
      part="panel"
      id={tabs.panelId(index)}
      aria-labelledby={tabs.tabId(index)}
      hidden={index !== tabs.selected}
      tabIndex={0}
    >
      {children(index)}
    </div>
  ));
}

/**
 * The one panel of all tabs (`panels="one"`), labelled by the selected tab. `focusable` puts it in
 * the tab order, for a panel whose content may hold nothing focusable.
 */
export function TabPanel({ tabs, focusable, children }: { tabs: Tabs; focusable: boolean; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      part="panel"
      id={tabs.panelId()}
      aria-labelledby={tabs.tabId(tabs.selected)}
      tabIndex={focusable ? 0 : undefined}
    >
      {children}
    </div>
  );
}

/**
 * Tabs whose panels are the host's children their items' targets name (a slot name, else an
 * id, which is given that slot): tabs-content and tabs-with-slots.
 */
export function SlottedTabs({ tabs, items, host }: { tabs: Tabs; items: readonly TabItem[]; host: HTMLElement }) {
  useIdPanels(
    host,
    items.map((item) => item.target),
  );
  const labels = items.map((item, index) => ({ key: index, label: item.name }));
  return (
    <>
      <TabList tabs={tabs} items={labels} panels="each" />
      <TabPanels tabs={tabs} items={labels}>
        {(index) => <slot name={items[index]!.target} />}
      </TabPanels>
    </>
  );
}
