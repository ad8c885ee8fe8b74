import type { Words } from '../../contract/words';

/** The hash blocks' step buttons. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const hashBlocksWords = {
  namespace: 'hash-blocks',
  english: {
    previous: 'Previous',
    next: 'Next',
  },
} as const satisfies Words;
