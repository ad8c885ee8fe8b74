import type { Words } from '../../contract/words';

/** The block switcher's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const selectSwitcherWords = {
  namespace: 'select-switcher',
  english: {
    choose: 'Choose an option',
  },
} as const satisfies Words;
