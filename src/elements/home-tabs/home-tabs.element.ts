import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { homeTabsAttributes, type HomeTabsProps } from './home-tabs.attributes';

const view = lazyView(
  () => import('./home-tabs'),
  (module) => module.HomeTabs,
);

/**
 * On mount (docs/RULES.md §2) a window 768 px wide or narrower selects tab 1, otherwise
 * `selected-tab`, else tab 0; resizing later keeps the visitor's tab. The default slot is told
 * the selection twice: the host carries `data-selected-tab="{index}"`, and each default-slot
 * child with `data-tab="{index, value or target}"`, or with a tab's target as its id, is shown
 * only while that tab is selected (the view sets `hidden` on the others); other children always show. A malformed `tabs`
 * logs one console error and shows the title and every child, without a tab bar. Host marker:
 * `data-state="tabs|fallback"` once the view runs.
 * @summary A title, a tab bar, and content told which tab is selected.
 * @attr tabs - JSON list of SPEC tab items `{ name, value, hash, target }` (docs/RULES.md §3), all but `name` optional: `value` is what `tab-change` reports (default the index); a child's `data-tab` may name the tab's index, value or target, and a child whose id is a tab's target shows for that tab only; `hash` is unused.
 * @attr selected-tab - the tab selected on mount in a window wider than 768 px (default 0); out of range selects tab 0 with one console error.
 * @slot title - the heading above the tab bar.
 * @slot - the content; children with `data-tab` or a tab's target as id show only for their tab.
 * @event tab-change - the visitor selected another tab; detail `{ index, value }`.
 * @csspart title - the box around the title slot.
 * @csspart tablist - the tab bar.
 * @csspart tab - a tab; the selected one is also `tab-selected`.
 * @csspart panel - the box around the default slot.
 * @cssproperty --site-color-accent - the selected tab's underline.
 */
export const homeTabs: ElementDefinition<HomeTabsProps> = {
  tag: 'home-tabs',
  attributes: homeTabsAttributes,
  view,
};
