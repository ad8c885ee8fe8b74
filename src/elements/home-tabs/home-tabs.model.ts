/** Home tabs rules: the tab selected on mount (docs/RULES.md §2) and which children a tab shows. Pure. */
import type { TabItem } from '../../widgets/tabs/tab-items';
import { isTabIndex } from '../../widgets/tabs/tabs.model';

/** docs/RULES.md §9: home tabs are narrow at 768 px and below (the media query includes 768). */
export const NARROW_QUERY = '(max-width: 768px)';

/**
 * docs/RULES.md §2: on mount a narrow window selects tab 1 (tab 0 when there is only one),
 * otherwise `selected-tab` when it names a tab, else tab 0.
 */
export function initialTab(narrow: boolean, selectedTab: number, count: number): number {
  if (narrow) return count > 1 ? 1 : 0;
  return isTabIndex(selectedTab, count) ? selectedTab : 0;
}

/** What the rules read of a default-slot child: its `data-tab` marker (undefined without one) and its id. */
export interface TabChild {
  marker: string | undefined;
  id: string;
}

const bare = (target: string) => target.replace(/^#/, '');

/**
 * Whether a default-slot child shows while tab `index` is selected: a child with `data-tab` when
 * that names the tab (its index, value or target), and always without tabs; a child that a tab's
 * target names by its id when it is this tab's. Null for any other child: no tab's, it always
 * shows (its `hidden` is the page's own).
 */
export function childShown(child: TabChild, tabs: readonly TabItem[], index: number): boolean | null {
  const tab = tabs[index];
  if (child.marker !== undefined) {
    const wanted = child.marker.trim();
    return !tab || wanted === String(index) || wanted === tab.value || wanted === tab.target;
  }
  if (!tab || !child.id || !tabs.some((other) => bare(other.target) === child.id)) return null;
  return bare(tab.target) === child.id;
}
