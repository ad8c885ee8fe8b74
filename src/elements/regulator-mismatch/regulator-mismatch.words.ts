import type { Words } from '../../contract/words';

/** The regulator notice's words: `{page}` and `{visitor}` are regulator names. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const regulatorMismatchWords = {
  namespace: 'regulator-mismatch',
  english: {
    label: 'Regulator notice',
    close: 'Close notice',
    text: 'This page is on our site for clients regulated by {page}. You chose {visitor} before: its site may offer other products and other protections.',
    go_to: 'Go to the {regulator} site',
    stay_on: 'Stay on the {regulator} site',
  },
} as const satisfies Words;
