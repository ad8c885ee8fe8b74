import type { Words } from '../../contract/words';

/** The live quotes tables' shared words (quotes-widget, crypto-widget, spreads-table): feed states, directions, the pause control. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const quotesTableWords = {
  namespace: 'quotes-table',
  english: {
    connecting: 'Connecting to live prices…',
    reconnecting: 'Reconnecting to live prices…',
    stale: 'Prices may be delayed.',
    offline: 'Live prices are unavailable. The last prices shown may be out of date.',
    paused: 'Prices are paused.',
    pause: 'Pause prices',
    up: 'up',
    down: 'down',
    indicative: 'indicative',
  },
} as const satisfies Words;
