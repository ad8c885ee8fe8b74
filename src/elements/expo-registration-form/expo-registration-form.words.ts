import type { Words } from '../../contract/words';

/** `<expo-registration-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const expoRegistrationFormWords = {
  namespace: 'expo-registration-form',
  english: {
    register_title: 'Register for the event',
    register_submit: 'Register',
    thank_you_title: 'You are registered',
    thank_you_text: 'We sent the event details to your email. See you there!',
    not_configured_title: 'Registration is not available here',
    not_configured_text: 'Please contact our support team to register for the event.',
  },
} as const satisfies Words;
