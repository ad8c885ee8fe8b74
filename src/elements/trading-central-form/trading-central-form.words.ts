import type { Words } from '../../contract/words';

/** `<trading-central-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const tradingCentralFormWords = {
  namespace: 'trading-central-form',
  english: {
    register_title: 'Get Trading Central research for free',
    register_submit: 'Continue',
    step2_title: 'Tailor your research',
    step2_submit: 'Get access',
    email_title: 'Already a client? Get Trading Central research',
    email_intro: 'Leave the email of your account and we send you the access.',
    email_submit: 'Get access',
    experience: 'Trading experience',
    experience_none: 'I have never traded',
    experience_beginner: 'Less than a year',
    experience_intermediate: '1 to 3 years',
    experience_advanced: 'More than 3 years',
    thank_you_title: 'Your access is on its way',
    thank_you_text: 'Check your inbox for the link to Trading Central.',
  },
} as const satisfies Words;
