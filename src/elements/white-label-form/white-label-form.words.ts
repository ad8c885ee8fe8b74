import type { Words } from '../../contract/words';

/** `<white-label-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const whiteLabelFormWords = {
  namespace: 'white-label-form',
  english: {
    signup_title: 'Launch your own brand',
    signup_submit: 'Send',
    thank_you_title: 'Thank you',
    thank_you_text: 'Our white label team will contact you within two working days.',
  },
} as const satisfies Words;
