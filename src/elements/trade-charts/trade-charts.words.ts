import type { Words } from '../../contract/words';

/** The day-change charts' words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const tradeChartsWords = {
  namespace: 'trade-charts',
  english: {
    unavailable: 'Prices are unavailable right now.',
  },
} as const satisfies Words;
