import type { Words } from '../../contract/words';

/** The document link's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const documentLinkWords = {
  namespace: 'document-link',
  english: {
    new_tab: '(opens in a new tab)',
  },
} as const satisfies Words;
