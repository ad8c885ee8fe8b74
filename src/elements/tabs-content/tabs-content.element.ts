import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { tabsContentAttributes, type TabsContentProps } from './tabs-content.attributes';

const view = lazyView(
  () => import('./tabs-content'),
  (module) => module.TabsContent,
);

/**
 * Unlike tabs-with-slots it leaves the URL alone. The panels stay in the page (light DOM, for
 * search engines); only the selected one shows. ARIA tabs with arrow keys (wrapping), Home and
 * End. On phones (below 768 px) the tab bar scrolls sideways instead of wrapping. A malformed
 * `tabs` logs one console error and shows every panel without a tab bar.
 * @summary Tabs over slotted panels, without URL sync.
 * @attr tabs - JSON list of SPEC tab items `{ name, value, hash, target }` (docs/RULES.md §3): `target` names the panel (the child with that slot name, else that id; default `value`), `value` is what `tab-change` reports (default the index); `hash` is unused, the URL is left alone.
 * @attr selected-tab - the index of the tab selected first (default 0); out of range selects tab 0 with one console error.
 * @slot {target} - the panel of the tab with that target, e.g. `<div slot="fees">` (a child named by its id is given that slot).
 * @event tab-change - the visitor selected another tab; detail `{ index, value }`.
 * @csspart tablist - the tab bar.
 * @csspart tab - a tab; the selected one is also `tab-selected`.
 * @csspart panel - a tab panel.
 * @cssproperty --site-color-accent - the selected tab's underline.
 * @cssproperty --site-tablist-height - the tab bar's height reserved before the upgrade (default 45px).
 */
export const tabsContent: ElementDefinition<TabsContentProps> = {
  tag: 'tabs-content',
  attributes: tabsContentAttributes,
  view,
};
