import type { Words } from '../../contract/words';

/** `<premium-analytics-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const premiumAnalyticsFormWords = {
  namespace: 'premium-analytics-form',
  english: {
    register_title: 'Open an account for Premium Analytics',
    login_title: 'Log in for Premium Analytics',
    subscribe_submit: 'Get Premium Analytics',
    to_login: 'I already have an account: log in',
    to_register: 'No account yet? Register',
    thank_you_title: 'Welcome to Premium Analytics',
    thank_you_text: 'Your first market insights are on their way to your inbox.',
  },
} as const satisfies Words;
