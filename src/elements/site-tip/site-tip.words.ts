import type { Words } from '../../contract/words';

/** The tip's words: its trigger and its dialog's close button. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const siteTipWords = {
  namespace: 'site-tip',
  english: {
    label: 'More information',
    close: 'Close',
  },
} as const satisfies Words;
