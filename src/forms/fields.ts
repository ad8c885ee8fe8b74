/**
 * The fields a form can show, as data: what kind of input each is, whether it is required, its
 * autocomplete token and whether it may be kept in sessionStorage. Flows list fields by name;
 * configuration endpoints send `{ name, type, required }`, turned into the same specs here. Pure.
 */
import { own } from '../platform/dom/own';

export type FieldKind =
  | 'text'
  | 'email'
  | 'password'
  | 'new-password'
  /** Masked, never filled by a password manager nor kept: a PIN, a passcode. */
  | 'secret'
  | 'tel'
  | 'country'
  | 'select'
  | 'checkbox'
  | 'date'
  | 'otp'
  | 'url';

export interface SelectOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** Translation key of the label; default: the name. */
  label?: string;
  options?: readonly SelectOption[];
  /** false: never written to storage (a configured field of a type this library does not know). */
  kept?: false;
}

type FieldDefaults = Pick<FieldSpec, 'kind'> & Partial<Pick<FieldSpec, 'required' | 'options'>>;

const option = (value: string, label = value): SelectOption => ({ value, label });

/** The fields the broker's forms use; any other name is a required text field. */
const CATALOGUE: Readonly<Record<string, FieldDefaults>> = {
  email: { kind: 'email' },
  login: { kind: 'text' },
  password: { kind: 'password' },
  new_password: { kind: 'new-password' },
  password_confirm: { kind: 'new-password' },
  first_name: { kind: 'text' },
  last_name: { kind: 'text' },
  phone: { kind: 'tel' },
  country: { kind: 'country' },
  terms: { kind: 'checkbox' },
  marketing: { kind: 'checkbox', required: false },
  birth_date: { kind: 'date' },
  code: { kind: 'otp' },
  company: { kind: 'text' },
  website: { kind: 'url', required: false },
  platform: {
    kind: 'select',
    options: [option('mt4', 'MetaTrader 4'), option('mt5', 'MetaTrader 5'), option('webtrader', 'WebTrader')],
  },
  leverage: { kind: 'select', options: ['1:30', '1:100', '1:200', '1:500'].map((value) => option(value)) },
  currency: { kind: 'select', options: ['USD', 'EUR', 'GBP'].map((value) => option(value)) },
};

/** The spec of a field by name, with `overrides` on top. */
export function field(name: string, overrides: Partial<Omit<FieldSpec, 'name'>> = {}): FieldSpec {
  const defaults = own(CATALOGUE, name) ?? { kind: 'text' };
  return { name, required: true, ...defaults, ...overrides };
}

export const fields = (...names: string[]): FieldSpec[] => names.map((name) => field(name));

/** A required select of `values`, each labelled by the translation key `<name>_<value>`. */
export const selectField = (name: string, values: readonly string[]): FieldSpec =>
  field(name, { kind: 'select', options: values.map((value) => option(value, `${name}_${value}`)) });

/**
 * What opening an account asks: name, email, country, phone (its code follows the country) and a
 * new password, then `extra` fields (a company, a website), then the terms and the optional
 * marketing consent.
 */
export const accountFields = (...extra: string[]): FieldSpec[] => [
  ...fields('first_name', 'last_name', 'email', 'country', 'phone'),
  field('password', { kind: 'new-password' }),
  ...fields(...extra, 'terms', 'marketing'),
];

const CONFIG_KINDS: Readonly<Record<string, FieldKind>> = {
  text: 'text',
  tel: 'tel',
  email: 'email',
  password: 'password',
  pin: 'secret',
  passcode: 'secret',
  secret: 'secret',
  country: 'country',
  checkbox: 'checkbox',
  date: 'date',
  otp: 'otp',
  select: 'select',
  url: 'url',
};

/** A configured type's kind: any spelling of a password is masked (a new one if it says so). */
const kindOf = (type: string): FieldKind | undefined =>
  own(CONFIG_KINDS, type) ??
  (/password/i.test(type) ? (/new|confirm|repeat/i.test(type) ? 'new-password' : 'password') : undefined);

/**
 * A configuration endpoint's field list (`[{ name, type, required, options? }]`) as specs; bad
 * entries are skipped, and so is a name every object inherits (`constructor`, `__proto__`): the
 * form's values are a plain object keyed by field name. A field of neither a known name nor a
 * known type is text that is never kept (it may be a secret).
 */
export function fieldsFromConfig(config: unknown): FieldSpec[] {
  const list = (config as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const { name, type, required, options } = (entry ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || !name || Object.hasOwn(Object.prototype, name)) return [];
    const kind = typeof type === 'string' ? kindOf(type) : undefined;
    const known = Object.hasOwn(CATALOGUE, name);
    const spec = field(name, {
      required: required !== false,
      ...(kind && !known ? { kind } : {}),
      ...(kind || known ? {} : { kept: false as const }),
    });
    return [Array.isArray(options) ? { ...spec, options: options.filter(isOption) } : spec];
  });
}

const isOption = (value: unknown): value is SelectOption =>
  typeof (value as SelectOption)?.value === 'string' && typeof (value as SelectOption).label === 'string';

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  email: 'email',
  login: 'username',
  first_name: 'given-name',
  last_name: 'family-name',
  phone: 'tel-national',
  country: 'country',
  birth_date: 'bday',
  address: 'street-address',
  city: 'address-level2',
  postcode: 'postal-code',
  company: 'organization',
  website: 'url',
};

/** The HTML autocomplete token, so browsers and password managers fill the right values. */
export function autocompleteOf({ name, kind }: FieldSpec): string {
  if (kind === 'password') return 'current-password';
  if (kind === 'new-password') return 'new-password';
  if (kind === 'otp') return 'one-time-code';
  return own(AUTOCOMPLETE, name) ?? 'off';
}

/** The fields that name an account at a login: the username a password manager saves. */
const IDENTIFIERS = new Set(['email', 'login', 'phone']);

/**
 * The token in its step: beside a current password the identifier is the account's username,
 * which may take a passkey later (`webauthn`: passkey autofill offers it from this field).
 */
export function autocompleteIn(spec: FieldSpec, step: readonly FieldSpec[]): string {
  const login = IDENTIFIERS.has(spec.name) && step.some(({ kind }) => kind === 'password');
  return login ? 'username webauthn' : autocompleteOf(spec);
}

/** Secrets are never written to storage: passwords, one-time codes, other secrets, and fields of an unknown kind. */
export const isKept = ({ kind, kept }: FieldSpec): boolean => kept ?? !/password|secret|otp/.test(kind);

/** What a session recorder may see of a field's value: not a secret's, nor a phone number's. */
export const isRecorded = (spec: FieldSpec): boolean => isKept(spec) && spec.kind !== 'tel';
