import type { Words } from '../../contract/words';

/** `<demo-signup-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const demoSignupFormWords = {
  namespace: 'demo-signup-form',
  english: {
    details_title: 'Try trading with a free demo account',
    details_submit: 'Open a demo account',
    step_2_title: 'Set up your demo account',
    step_2_submit: 'Create the account',
    thank_you_title: 'Your demo account is ready',
    thank_you_text: 'We sent your login details by email.',
  },
} as const satisfies Words;
