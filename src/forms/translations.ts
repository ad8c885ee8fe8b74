/**
 * The forms' words, English by default. A page overrides any of them with the element's
 * `translations` attribute (a JSON object of key → text); `{name}` placeholders are filled in.
 * Flows add their own keys (titles, buttons) next to these. Pure.
 */
import { own } from '../platform/dom/own';

export type Strings = Readonly<Record<string, string>>;
export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

export const KIT_STRINGS: Strings = {
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
  check_fields: 'Check the highlighted fields: {count} need your attention.',
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
};

/** `strings` with `overrides` on top; `{name}` placeholders filled from `values`, unknown keys shown as is. */
export function translator(strings: Strings, overrides: Strings = {}): Translate {
  return (key, values = {}) => {
    // Keys are field names from remote configuration: `constructor` is a field, not Object.
    const text = own(overrides, key) ?? own(strings, key) ?? key;
    return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : placeholder,
    );
  };
}

/** The `translations` attribute's check: an object of strings. */
export function checkStrings(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'expected a JSON object';
  const wrong = Object.entries(value).find(([, text]) => typeof text !== 'string');
  return wrong ? `"${wrong[0]}" must be a string` : null;
}
