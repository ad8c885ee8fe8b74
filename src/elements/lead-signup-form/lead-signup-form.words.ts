import type { Words } from '../../contract/words';

/** `<lead-signup-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const leadSignupFormWords = {
  namespace: 'lead-signup-form',
  english: {
    signup_title: 'Get started',
    signup_submit: 'Send',
    activate_title: 'Open your account now',
    activate_intro: 'Choose a password to open a trading account with the details you just gave us.',
    activate_submit: 'Open my account',
    not_now: 'Not now',
    thank_you_title: 'Thank you',
    thank_you_text: 'We have your details and will be in touch shortly.',
    account_ready_title: 'Your account is open',
    account_ready_text: 'Log in with your email and the password you chose.',
  },
} as const satisfies Words;
