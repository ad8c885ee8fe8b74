import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { tabsWithSlotsAttributes, type TabsWithSlotsProps } from './tabs-with-slots.attributes';

const view = lazyView(
  () => import('./tabs-with-slots'),
  (module) => module.TabsWithSlots,
);

/**
 * The URL hash selects the tab (case-insensitive; the first tab by default) and follows the
 * selection without adding history; ARIA tabs with arrow keys, Home and End. Until its view
 * arrives the tab bar's height is reserved and the first panel alone shows.
 * @summary Tabs synced with the URL hash.
 * @attr tabs - JSON list of SPEC tab items `{ name, value, hash, target }` (docs/RULES.md §3): `target` names the panel (the child with that slot name, else that id), `hash` is the tab's URL hash (`""` for none); both default to `value`, and `value` to the index.
 * @slot {target} - the panel of the tab with that target, e.g. `<div slot="cfd">` (a child named by its id is given that slot).
 * @event tab-change - the visitor selected another tab.
 * @csspart tablist - the tab bar.
 * @csspart tab - a tab; the selected one is also `tab-selected`.
 * @csspart panel - a tab panel.
 * @cssproperty --site-color-accent - the selected tab's underline.
 * @cssproperty --site-tablist-height - the tab bar's height reserved before the view arrives (default 45px).
 */
export const tabsWithSlots: ElementDefinition<TabsWithSlotsProps> = {
  tag: 'tabs-with-slots',
  attributes: tabsWithSlotsAttributes,
  view,
};
