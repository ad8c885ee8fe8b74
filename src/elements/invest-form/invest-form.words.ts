import type { Words } from '../../contract/words';

/** `<invest-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const investFormWords = {
  namespace: 'invest-form',
  english: {
    signup_title: 'Open an Invest account',
    signup_submit: 'Open my account',
    thank_you_title: 'Your Invest account is open',
    thank_you_text: 'Log in with your email and the password you chose to make your first investment.',
  },
} as const satisfies Words;
