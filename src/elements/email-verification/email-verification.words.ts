import type { Words } from '../../contract/words';

/** `<email-verification>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const emailVerificationWords = {
  namespace: 'email-verification',
  english: {
    verify_title: 'Verify your email',
    verify_intro: 'Enter the 6-digit code we sent to your inbox.',
    verify_submit: 'Verify',
    email_code: 'Code from the email',
    resend_code: 'Send a new code',
    resend_code_done: 'We sent a new code.',
    verified_title: 'Your email is verified',
    verified_text: 'You can now use every feature of your account.',
  },
} as const satisfies Words;
