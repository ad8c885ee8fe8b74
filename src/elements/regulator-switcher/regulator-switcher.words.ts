import type { Words } from '../../contract/words';

/** The regulator switcher's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const regulatorSwitcherWords = {
  namespace: 'regulator-switcher',
  english: {
    label: 'Regulator',
  },
} as const satisfies Words;
