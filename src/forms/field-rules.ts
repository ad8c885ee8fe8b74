/**
 * The visitor-side checks of each field, as plain functions (a schema library cost every form
 * page 1.4 kB gz for three kinds of rule). They mirror the API's own rules
 * (documented in docs/FORMS.md#field-rules), so most mistakes are caught before a request; the server's answer
 * stays the final word. Messages are translation keys' texts. Pure, but for the phone numbering
 * plans, which it reads once a phone field has loaded them.
 */
import { isEmail } from './email';
import type { FieldSpec } from './fields';
import { phoneLibrary } from './phone-metadata';
import type { Translate } from './translations';

/** E.164 once spaces, dots, dashes and brackets are removed. */
const PHONE = /^\+[1-9]\d{6,14}$/;
const NAME = /^\p{L}[\p{L}\p{M} .'-]{0,49}$/u;
const CODE = /^\d{6}$/;
const ADULT_YEARS = 18;

const normalisePhone = (value: string): string => value.replace(/[\s().-]/g, '');

/**
 * E.164, and once the numbering plans have loaded (phone-metadata.ts), a length the number's
 * country allows: `+44 770090` is too short for the UK. Until then, or if they fail to load, the
 * shape alone, as the API checks it.
 */
function isPhone(text: string): boolean {
  const number = normalisePhone(text);
  return PHONE.test(number) && (phoneLibrary()?.isPossibleNumber(number) ?? true);
}

const strongPassword = (text: string) => text.length >= 8 && /\p{L}/u.test(text) && /\d/.test(text);

/** `YYYY-MM-DD` of someone at least 18 on `today`. */
export function isAdult(value: string, today = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCMonth() !== month - 1) return false;
  return new Date(Date.UTC(year + ADULT_YEARS, month - 1, day)) <= today;
}

function isValidUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

type ValueCheck = readonly [test: (text: string) => boolean, messageKey: string];

/** The check of a filled-in value of this field, by name first, then by kind. */
function valueCheck({ name, kind }: FieldSpec): ValueCheck | null {
  if (name === 'first_name' || name === 'last_name') return [(text) => NAME.test(text.trim()), 'invalid_name'];
  if (name === 'birth_date') return [(text) => isAdult(text), 'underage'];
  if (name === 'password_confirm') return null; // compared with the password by stepRules
  switch (kind) {
    case 'email':
      return [(text) => isEmail(text.trim()), 'invalid_email'];
    case 'new-password':
      return [strongPassword, 'weak_password'];
    case 'tel':
      return [isPhone, 'invalid_phone'];
    case 'otp':
      return [(text) => CODE.test(text.trim()), 'invalid_code'];
    case 'url':
      return [isValidUrl, 'invalid_url'];
    default:
      return null;
  }
}

/** What a step's fields hold: text, or a checkbox's state. */
export type FormValues = Record<string, string | boolean>;

const isBlank = (text: string) => text.trim() === '';

/** A field's rule: the message of its first problem, or null. */
type FieldRule = (value: unknown) => string | null;

/** Values are checked, never changed: a password's spaces are the visitor's to keep. */
function fieldRule(spec: FieldSpec, t: Translate): FieldRule {
  if (spec.kind === 'checkbox') {
    const unchecked = spec.required ? t(spec.name === 'terms' ? 'accept_terms' : 'required') : null;
    return (value) => (value === true ? null : unchecked);
  }
  const check = valueCheck(spec);
  const invalid = check && t(check[1]);
  const blank = spec.required ? t(spec.kind === 'country' ? 'choose_country' : 'required') : null;
  return (value) => {
    const text = typeof value === 'string' ? value : '';
    if (isBlank(text)) return blank;
    return check && !check[0](text) ? invalid : null;
  };
}

/** One step's rules: the fields it checks, and each invalid field's first message by name. */
export interface StepRules {
  readonly names: readonly string[];
  problems(values: Readonly<Record<string, unknown>>): Record<string, string>;
}

/** Every field's rule, and the password confirmation compared with the password. */
export function stepRules(specs: readonly FieldSpec[], t: Translate): StepRules {
  const rules = specs.map((spec) => [spec.name, fieldRule(spec, t)] as const);
  const password = specs.find((spec) => spec.name === 'password' || spec.name === 'new_password')?.name;
  const confirmed = password !== undefined && specs.some((spec) => spec.name === 'password_confirm');
  const differ = t('passwords_differ');
  return {
    names: specs.map((spec) => spec.name),
    problems(values) {
      const found: Record<string, string> = {};
      for (const [name, rule] of rules) {
        const message = rule(values[name]);
        if (message !== null) found[name] = message;
      }
      if (confirmed && !found.password_confirm && values.password_confirm !== values[password]) {
        found.password_confirm = differ;
      }
      return found;
    },
  };
}
