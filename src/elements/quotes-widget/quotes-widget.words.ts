import type { Words } from '../../contract/words';

/** The quotes table's words (the `translations` attribute's keys as they were). English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const quotesWidgetWords = {
  namespace: 'quotes-widget',
  english: {
    symbol: 'Symbol',
    bid: 'Bid',
    ask: 'Ask',
    spread: 'Spread',
    change_day: 'Day change',
    change_week: 'Week change',
    sell: 'Sell',
    buy: 'Buy',
    trade: 'Trade',
    showAllInstruments: 'Show all instruments',
    tabs: 'Markets',
  },
} as const satisfies Words;
