import type { Words } from '../../contract/words';

/** `<thank-you-page>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const thankYouPageWords = {
  namespace: 'thank-you-page',
  english: {
    thank_you_title: 'Thank you',
    thank_you_text: 'Your registration is complete.',
  },
} as const satisfies Words;
