import type { Words } from '../../contract/words';

/** The form popup's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const formPopupWords = {
  namespace: 'form-popup',
  english: {
    close: 'Close',
    label: 'Form',
    success: 'Thank you! We have received your details.',
  },
} as const satisfies Words;
