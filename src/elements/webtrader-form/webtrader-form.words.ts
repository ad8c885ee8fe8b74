import type { Words } from '../../contract/words';

/** `<webtrader-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const webtraderFormWords = {
  namespace: 'webtrader-form',
  english: {
    login_title: 'Log in to the web platform',
    login_submit: 'Log in and trade',
    open_demo: 'No account? Open a free demo',
    demo_title: 'Try the web platform with a free demo',
    demo_submit: 'Open the demo platform',
    have_account: 'Already a client? Log in',
    done_title: 'Opening the platform…',
  },
} as const satisfies Words;
