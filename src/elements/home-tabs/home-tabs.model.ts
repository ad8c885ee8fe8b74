/** Home tabs rules: the tab selected on mount (docs/RULES.md §2) and the tab list's shape. Pure. */
import type { JsonCheck } from '../../platform/runtime/attributes';
import { checkTabList, isTabIndex } from '../../widgets/tabs/tabs.model';

/** docs/RULES.md §9: home tabs are narrow at 768 px and below (the media query includes 768). */
export const NARROW_QUERY = '(max-width: 768px)';

/** One tab: its label, and optionally the value `tab-change` reports and `data-tab` may name. */
export interface HomeTabItem {
  name: string;
  value?: string;
}

const namedItems = checkTabList(['name']);

/** A list of `{ name, value? }`: `value`, when given, is text. */
export const checkHomeTabs: JsonCheck = (value) => {
  const problem = namedItems(value);
  if (problem) return problem;
  const index = (value as Record<string, unknown>[]).findIndex(
    (item) => 'value' in item && typeof item.value !== 'string',
  );
  return index < 0 ? null : `item ${index} has a "value" that is not text`;
};

/**
 * docs/RULES.md §2: on mount a narrow window selects tab 1 (tab 0 when there is only one),
 * otherwise `selected-tab` when it names a tab, else tab 0.
 */
export function initialTab(narrow: boolean, selectedTab: number, count: number): number {
  if (narrow) return count > 1 ? 1 : 0;
  return isTabIndex(selectedTab, count) ? selectedTab : 0;
}

/** What `tab-change` reports as the tab's value: its own, else its index as text. */
export function tabValue(tab: HomeTabItem, index: number): string {
  return tab.value ?? String(index);
}

/** Whether a `data-tab` marker names tab `index`: its index, or its value. */
export function marksTab(marker: string, tab: HomeTabItem, index: number): boolean {
  const wanted = marker.trim();
  return wanted === String(index) || (tab.value !== undefined && wanted === tab.value);
}
