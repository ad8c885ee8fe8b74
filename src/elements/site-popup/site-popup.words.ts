import type { Words } from '../../contract/words';

/** The popup's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const sitePopupWords = {
  namespace: 'site-popup',
  english: {
    close: 'Close',
  },
} as const satisfies Words;
