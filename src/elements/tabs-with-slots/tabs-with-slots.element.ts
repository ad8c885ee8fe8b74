import type { ElementDefinition } from '../../platform/runtime/define-element';
import { TabsWithSlots } from './tabs-with-slots';
import styles from './tabs-with-slots.css';
import { tabsWithSlotsAttributes, type TabsWithSlotsProps } from './tabs-with-slots.attributes';

/**
 * The URL hash selects the tab (case-insensitive; the first tab by default) and follows the
 * selection without adding history; ARIA tabs with arrow keys, Home and End.
 * @summary Tabs synced with the URL hash.
 * @attr tabs - JSON list of `{ name, value, hash?, target? }`; `value` names the panel's slot.
 * @slot {value} - the panel of the tab with that value, e.g. `<div slot="cfd">`.
 * @event tab-change - the visitor selected another tab.
 * @csspart tablist - the tab bar.
 * @csspart tab - a tab; the selected one is also `tab-selected`.
 * @csspart panel - a tab panel.
 * @cssproperty --site-color-accent - the selected tab's underline.
 */
export const tabsWithSlots: ElementDefinition<TabsWithSlotsProps> = {
  tag: 'tabs-with-slots',
  attributes: tabsWithSlotsAttributes,
  view: TabsWithSlots,
  styles: [styles],
};
