import type { Words } from '../../contract/words';

/** The instruments list's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const instrumentsListWords = {
  namespace: 'instruments-list',
  english: {
    heading: 'Instruments',
    classes: 'Asset classes',
    all: 'All',
    forex: 'Forex',
    indices: 'Indices',
    commodities: 'Commodities',
    stocks: 'Stocks',
    etfs: 'ETFs',
    crypto: 'Crypto',
    search: 'Search instruments',
    loading: 'Loading instruments…',
    empty: 'No instruments are listed at the moment.',
    failed: 'The instruments could not be loaded. Please try again later.',
    no_match: 'No instruments match “{query}”. Check the spelling or search all classes.',
    clear: 'Clear the search',
    count: {
      one: '{count} instrument',
      other: '{count} instruments',
    },
    none: 'No instruments',
  },
} as const satisfies Words;
