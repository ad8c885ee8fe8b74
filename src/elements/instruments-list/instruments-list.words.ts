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
    count_in: {
      one: '{count} instrument in {class}',
      other: '{count} instruments in {class}',
    },
    count_in_all: {
      one: '{count} instrument in all classes',
      other: '{count} instruments in all classes',
    },
    none_in: 'No instruments in {class}',
    none_in_all: 'No instruments in any class',
    none_for: 'No instruments for “{query}” in {class}',
    none_for_all: 'No instruments for “{query}” in any class',
    count_for: {
      one: '{count} instrument for “{query}” in {class}',
      other: '{count} instruments for “{query}” in {class}',
    },
    count_for_all: {
      one: '{count} instrument for “{query}” in all classes',
      other: '{count} instruments for “{query}” in all classes',
    },
  },
} as const satisfies Words;
