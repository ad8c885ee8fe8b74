import type { Words } from '../../contract/words';

/** The live quotes tables' shared words (quotes-widget, crypto-widget, spreads-table): feed states, directions, the pause control. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const quotesTableWords = {
  namespace: 'quotes-table',
  english: {
    pause: 'Pause prices',
    connecting: 'Connecting to live prices…',
    reconnecting: 'Reconnecting to live prices. The prices shown are not current.',
    offline: 'Live prices are unavailable right now. The prices shown are not current.',
    paused: 'Prices are paused. The prices shown are not current.',
    resumed: 'Prices were paused. The latest prices are shown.',
    indicative: 'indicative',
    up: 'up',
    down: 'down',
  },
} as const satisfies Words;
