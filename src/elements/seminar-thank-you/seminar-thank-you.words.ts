import type { Words } from '../../contract/words';

/** `<seminar-thank-you>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const seminarThankYouWords = {
  namespace: 'seminar-thank-you',
  english: {
    thank_you_title: 'Thank you for registering',
    thank_you_text: 'We have sent the seminar details to your inbox.',
  },
} as const satisfies Words;
