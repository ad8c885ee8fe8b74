import type { Words } from '../../contract/words';

/** `<login-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const loginFormWords = {
  namespace: 'login-form',
  english: {
    login_title: 'Log in',
    login_submit: 'Log in',
    done_title: 'You are logged in',
    continue_with: 'Continue with {provider}',
    social_title: 'Signing you in…',
    social_retry: 'Try again',
    other_login: 'Log in another way',
  },
} as const satisfies Words;
