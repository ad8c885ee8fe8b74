/** The quotes widget's own configuration (docs/RULES.md §3): tabs, header titles, buttons. Pure. */
import { attr, type JsonCheck, type PropsOf } from '../../platform/runtime/attributes';
import {
  feedAttributes,
  isRecord,
  splitPairs,
  type QuoteTranslations,
} from '../../widgets/quotes-table/quotes-table.model';

export interface QuoteTab {
  name: string;
  /** Comma list or list of instruments. */
  pairs: string | readonly string[];
}

export interface HeaderTitle {
  name: string;
  label: string;
}

const checkTabs: JsonCheck = (value) => {
  if (!Array.isArray(value)) return 'expected a JSON list of {name, pairs}';
  const bad = value.findIndex(
    (tab) =>
      !isRecord(tab) || typeof tab.name !== 'string' || !(typeof tab.pairs === 'string' || Array.isArray(tab.pairs)),
  );
  return bad < 0 ? null : `tab ${bad} needs a text "name" and "pairs"`;
};

const checkHeaderTitles: JsonCheck = (value) =>
  Array.isArray(value) && value.every((title) => isRecord(title) && typeof title.name === 'string')
    ? null
    : 'expected a JSON list of {name, label}';

export const DEFAULT_HEADER_TITLES: readonly HeaderTitle[] = [
  { name: 'symbol', label: 'Symbol' },
  { name: 'bid', label: 'Bid' },
  { name: 'ask', label: 'Ask' },
  { name: 'spread', label: 'Spread' },
];

export const quotesWidgetAttributes = {
  ...feedAttributes,
  tabs: attr.json<readonly QuoteTab[]>([], checkTabs),
  defaultActiveTabIndex: attr.number(0),
  showBuyBtn: attr.boolean(),
  showSellBtn: attr.boolean(),
  showTradeBtn: attr.boolean(),
  headerTitles: attr.json<readonly HeaderTitle[]>(DEFAULT_HEADER_TITLES, checkHeaderTitles),
  abbreviation: attr.boolean(),
};

export type QuotesWidgetProps = PropsOf<typeof quotesWidgetAttributes>;

/** The tab shown first: the configured index when it exists, else the first. */
export function initialTab(tabs: readonly QuoteTab[], defaultIndex: number): number {
  return Number.isInteger(defaultIndex) && defaultIndex >= 0 && defaultIndex < tabs.length ? defaultIndex : 0;
}

/** The instruments on screen: the active tab's pairs when there are tabs, else `pairs`. */
export function activePairs(pairs: readonly string[], tabs: readonly QuoteTab[], activeTab: number): string[] {
  const tab = tabs[activeTab];
  return splitPairs(tab ? tab.pairs : pairs);
}

/** Header labels: translations win over configured labels, which win over the defaults. */
export function headerLabels(titles: readonly HeaderTitle[], translations: QuoteTranslations): HeaderTitle[] {
  return titles.map((title) => ({
    name: title.name,
    label: translations[title.name as keyof QuoteTranslations] ?? title.label ?? title.name,
  }));
}
