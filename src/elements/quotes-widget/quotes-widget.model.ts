/** The rules of the quotes widget's own configuration (docs/RULES.md §3): tabs, header titles. Pure. */
import type { QuoteTranslations } from '../../widgets/quotes-table/feed-attributes';
import { splitPairs } from '../../widgets/quotes-table/quotes-table.model';
import type { HeaderTitle, QuoteTab } from './quotes-widget.attributes';

/** The tab shown first: the configured index when it exists, else the first. */
export function initialTab(tabs: readonly QuoteTab[], defaultIndex: number): number {
  return Number.isInteger(defaultIndex) && defaultIndex >= 0 && defaultIndex < tabs.length ? defaultIndex : 0;
}

/** The instruments on screen: the active tab's pairs when there are tabs, else `pairs`. */
export function activePairs(pairs: readonly string[], tabs: readonly QuoteTab[], activeTab: number): string[] {
  const tab = tabs[activeTab];
  return splitPairs(tab ? tab.pairs : pairs);
}

/**
 * Header labels: translations win over configured labels, which win over the column's words
 * (`word`: the element's language, the name itself for a column without words).
 */
export function headerLabels(
  titles: readonly HeaderTitle[],
  translations: QuoteTranslations,
  word: (name: string) => string,
): { name: string; label: string }[] {
  return titles.map((title) => ({
    name: title.name,
    label: translations[title.name as keyof QuoteTranslations] ?? title.label ?? word(title.name),
  }));
}
