import type { Words } from '../../contract/words';

/** The scroll-to-top button's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const scrollToTopWords = {
  namespace: 'scroll-to-top',
  english: {
    label: 'Back to top',
  },
} as const satisfies Words;
