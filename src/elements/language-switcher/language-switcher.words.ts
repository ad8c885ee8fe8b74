import type { Words } from '../../contract/words';

/** The language popup's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const languageSwitcherWords = {
  namespace: 'language-switcher',
  english: {
    label: 'Language',
  },
} as const satisfies Words;
