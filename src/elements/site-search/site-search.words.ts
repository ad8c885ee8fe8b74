import type { Words } from '../../contract/words';

/** The site search's words: its button, field, panel and status. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const siteSearchWords = {
  namespace: 'site-search',
  english: {
    label: 'Search',
    close: 'Close search',
    results: {
      one: '{count} result',
      other: '{count} results',
    },
    unavailable: 'Search is unavailable right now.',
  },
} as const satisfies Words;
