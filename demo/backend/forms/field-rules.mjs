/**
 * The demo's field rules. A field an endpoint requires must be present and non-empty; every
 * field present is checked by its rule below, whichever endpoint receives it. Messages are what
 * a form shows next to the field.
 */
import { countryByCode } from './catalog.mjs';

/** As the forms' (src/forms/email.ts): each text matched one way, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;
/** E.164: a plus, a country code not starting with 0, at most 15 digits in all. Spaces, dots, dashes and brackets are allowed between. */
const PHONE = /^\+[1-9]\d{6,14}$/;
const NAME = /^\p{L}[\p{L}\p{M} .'-]{0,49}$/u;
const ACCEPTED = new Set([true, 'true', 'on', '1', 1, 'yes']);
const ADULT_YEARS = 18;

export const REQUIRED = 'This field is required';
export const normalisePhone = (value) => String(value).replace(/[\s().-]/g, '');
export const accepted = (value) => ACCEPTED.has(value);

function adult(value, today = new Date()) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCMonth() !== month - 1) return false; // 2000-02-31
  const adultFrom = new Date(Date.UTC(year + ADULT_YEARS, month - 1, day));
  return adultFrom <= today;
}

/** field → (value, body) → message, or null when valid. */
const RULES = {
  email: (value) => {
    const text = String(value).trim();
    return text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text) ? null : 'Enter a valid email address';
  },
  password: (value) => {
    const text = String(value);
    return text.length >= 8 && /\p{L}/u.test(text) && /\d/.test(text)
      ? null
      : 'Use at least 8 characters with a letter and a digit';
  },
  password_confirm: (value, body) => (value === body.password ? null : 'The passwords do not match'),
  phone: (value) =>
    PHONE.test(normalisePhone(value)) ? null : 'Enter the number with its country code, e.g. +44 7700 900123',
  first_name: (value) => (NAME.test(String(value).trim()) ? null : 'Enter your first name as written in your ID'),
  last_name: (value) => (NAME.test(String(value).trim()) ? null : 'Enter your last name as written in your ID'),
  country: (value) => (countryByCode(value) ? null : 'Choose your country of residence from the list'),
  terms: (value) => (accepted(value) ? null : 'Accept the terms and conditions to continue'),
  consent: (value) => (accepted(value) ? null : 'Give your consent to continue'),
  birth_date: (value) => (adult(value) ? null : `You must be at least ${ADULT_YEARS} years old to open an account`),
  code: (value) => (/^\d{6}$/.test(String(value)) ? null : 'Enter the 6-digit code'),
  provider: (value) => (['google', 'facebook', 'apple'].includes(value) ? null : 'Unknown sign-in provider'),
};

const isEmpty = (value) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Field errors for `body`: `{ field: message }`, empty when valid. */
export function validate(body, required = []) {
  const errors = {};
  for (const name of required) if (isEmpty(body[name])) errors[name] = REQUIRED;
  for (const [name, value] of Object.entries(body)) {
    if (errors[name] || isEmpty(value) || !RULES[name]) continue;
    const message = RULES[name](value, body);
    if (message) errors[name] = message;
  }
  return errors;
}
