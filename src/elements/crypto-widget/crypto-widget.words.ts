import type { Words } from '../../contract/words';

/** The crypto table's words (the `translations` attribute's keys as they were). English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const cryptoWidgetWords = {
  namespace: 'crypto-widget',
  english: {
    symbol: 'Symbol',
    bid: 'Bid',
    ask: 'Ask',
    change_day: 'Day change',
    change_week: 'Week change',
  },
} as const satisfies Words;
