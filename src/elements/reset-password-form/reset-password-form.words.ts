import type { Words } from '../../contract/words';

/** `<reset-password-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const resetPasswordFormWords = {
  namespace: 'reset-password-form',
  english: {
    request_title: 'Restore your password',
    request_intro: 'Enter the email of your account and we send you a link to set a new password.',
    request_submit: 'Send the link',
    request_sent_title: 'Check your inbox',
    new_password_title: 'Choose a new password',
    new_password_submit: 'Change the password',
    link_expired: 'This reset link is invalid or has expired.',
    link_missing: 'Open the reset link from your email again, or request a new one.',
    request_new_link: 'Request a new link',
    phone_title: 'Restore your password by SMS',
    phone_intro: 'Enter the phone number of your account and we send you a code.',
    phone_submit: 'Send the code',
    code_title: 'Enter the code and your new password',
    code_submit: 'Change the password',
    phone_sent_title: 'Check your phone',
    phone_sent_text: 'Follow the message we sent to your phone to set a new password.',
    changed_title: 'Your password is changed',
    changed_text: 'Log in with your new password.',
    log_in: 'Log in',
    resend_sms: 'Send the code again',
    resend_sms_done: 'We sent a new code.',
  },
} as const satisfies Words;
