import type { Words } from '../contract/words';

/**
 * The form kit's words, English, the source of every catalogue: field labels by field name, field
 * messages, the form's states, and the SMS code step three flows share (sms-code-step.ts). A
 * flow's own words (`<tag>.words.ts`) come first: a key there wins over the same key here.
 */
export const formsWords = {
  namespace: 'forms',
  english: {
    // labels, by field name
    email: 'Email',
    password: 'Password',
    new_password: 'New password',
    password_confirm: 'Repeat the password',
    first_name: 'First name',
    last_name: 'Last name',
    phone: 'Phone number',
    phone_code: 'Country code',
    country: 'Country of residence',
    terms: 'I accept the terms and conditions and the privacy policy',
    marketing: 'Send me market news and offers by email (optional)',
    birth_date: 'Date of birth',
    address: 'Address',
    city: 'City',
    postcode: 'Postcode',
    code: 'Code from the SMS',
    platform: 'Platform',
    leverage: 'Leverage',
    currency: 'Account currency',
    company: 'Company',
    website: 'Website',
    login: 'Email or phone number',
    // field messages
    required: 'This field is required',
    invalid_email: 'Enter a valid email address',
    weak_password: 'Use at least 8 characters with a letter and a digit',
    passwords_differ: 'The passwords do not match',
    invalid_phone: 'Enter the number with its country code, e.g. +44 7700 900123',
    invalid_name: 'Enter your name as written in your ID',
    choose_country: 'Choose your country of residence from the list',
    accept_terms: 'Accept the terms and conditions to continue',
    underage: 'You must be at least 18 years old to open an account',
    invalid_code: 'Enter the 6-digit code',
    invalid_url: 'Enter a web address starting with https://',
    // form
    optional: '(optional)',
    choose: 'Choose…',
    show_password: 'Show password',
    loading: 'Loading…',
    sending: 'Sending…',
    check_fields: {
      one: 'Check the highlighted field: {count} needs your attention.',
      other: 'Check the highlighted fields: {count} need your attention.',
    },
    step_of: 'Step {step} of {steps}',
    network_error: 'We could not reach our server. Check your connection and try again: what you typed is kept.',
    server_error: 'Something went wrong on our side. Try again in a moment: what you typed is kept.',
    timeout_error: 'Our server took too long to answer. Try again: what you typed is kept.',
    request_error: 'The form could not be sent. Check your details and try again.',
    load_error: 'This form could not load. Reload the page to try again.',
    countries_error: 'The list of countries could not load. Reload the page to try again.',
    retry: 'Try again',
    submit: 'Submit',
    done_title: 'Thank you, we received your details',
    done_text: '',
    flow_error_title: 'Something went wrong',
    flow_error_text: 'This form cannot go on. Reload the page to start again.',
    continue: 'Continue',

    // the SMS code step
    sms_title: 'Enter the code we sent by SMS',
    sms_intro: 'For your security, this account signs in with a one-time code.',
    sms_submit: 'Confirm',
    resend_sms: 'Send the code again',
    resend_sms_done: 'We sent a new code.',
  },
} as const satisfies Words;
