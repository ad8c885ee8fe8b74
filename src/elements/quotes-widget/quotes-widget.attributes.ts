import { attr, type JsonCheck, type PropsOf } from '../../platform/runtime/attributes';
import { isRecord } from '../../platform/dom/is-record';
import { feedAttributes } from '../../widgets/quotes-table/feed-attributes';

// The attribute schema is here, not in the model: the entry carries this file, the view's rules
// come with the view.
export interface QuoteTab {
  name: string;
  /** Comma list or list of instruments. */
  pairs: string | readonly string[];
}

export interface HeaderTitle {
  name: string;
  /** Without one, the column's words (quotes-widget.words.ts). */
  label?: string;
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
  { name: 'symbol' },
  { name: 'bid' },
  { name: 'ask' },
  { name: 'spread' },
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
