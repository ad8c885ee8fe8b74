import type { Words } from '../../contract/words';

/** `<signup-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const signupFormWords = {
  namespace: 'signup-form',
  english: {
    details_title: 'Open your trading account',
    details_submit: 'Open account',
    email_taken: 'This email already has an account: log in, or restore your password if you forgot it.',
    captcha_unavailable: 'The security check could not load. Check your connection and try again.',
    captcha_closed: 'Complete the security check to continue.',
    captcha_failed: 'The security check did not pass. Try again.',
    phone_code_title: 'Confirm your phone number',
    phone_code_intro: 'Enter the 6-digit code we sent you by SMS.',
    phone_code_submit: 'Confirm',
    resend_sms: 'Send the code again',
    resend_sms_done: 'We sent a new code.',
    sms_not_sent: 'Your account is open, but the code could not be sent by SMS. Try again.',
    signup_not_found: 'We cannot find your sign-up. Start again, or contact our support team.',
    start_again: 'Start again',
    step_2_title: 'A few more details',
    step_2_intro: 'Regulation requires us to know who you are and where you live.',
    step_2_submit: 'Continue',
    thank_you_title: 'Your account is open',
    thank_you_text: 'We will email you the next steps.',
    check_email_text: 'Check your email to confirm your address.',
  },
} as const satisfies Words;
