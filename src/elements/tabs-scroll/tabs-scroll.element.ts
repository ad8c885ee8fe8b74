import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { tabsScrollAttributes, type TabsScrollProps } from './tabs-scroll.attributes';

const view = lazyView(
  () => import('./tabs-scroll'),
  (module) => module.TabsScroll,
);

/**
 * A tab scrolls the page to its target in 200 ms, stopping 100 px above it (docs/RULES.md §2); a
 * visitor who prefers reduced motion jumps there. The selected tab follows the section in view as
 * the visitor scrolls (it does not fire `tab-change`: only the visitor's own choice does). A
 * target that names nothing logs one console warning per press and the tab does nothing
 * (docs/RULES.md §8). The bar is sticky at the top of the window (reserved by the document's
 * `scroll-padding-top`, and a focused control is scrolled out from under it); the selected tab again does
 * nothing. ARIA tabs with arrow keys (wrapping), Home and End; on phones the bar scrolls sideways.
 * @summary A sticky tab bar whose tabs scroll the page to their sections.
 * @attr tabs - JSON list of SPEC tab items `{ name, value, hash, target }` (docs/RULES.md §3): `target` is the section, an element id (`fees` or `#fees`) or a CSS selector (default `value`); `value` is what `tab-change` reports (default the index); `hash` is unused, the URL is left alone.
 * @event tab-change - the visitor selected a tab (click or keys) and the page scrolls to it; detail `{ index, value }`.
 * @slot - shown instead of the tab bar while `tabs` is malformed or empty.
 * @csspart tablist - the tab bar.
 * @csspart tab - a tab; the selected one is also `tab-selected`.
 * @cssproperty --site-tabs-scroll-top - where the sticky bar stops, e.g. below a fixed header (default 0px).
 * @cssproperty --site-tablist-height - the bar's height reserved before the upgrade (default 45px).
 * @cssproperty --site-color-accent - the selected tab's underline.
 */
export const tabsScroll: ElementDefinition<TabsScrollProps> = {
  tag: 'tabs-scroll',
  attributes: tabsScrollAttributes,
  view,
};
