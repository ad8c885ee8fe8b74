/**
 * The demo's reference data: the countries a visitor may register from (with the group company
 * that serves each), the group companies, the form configurations and a few articles.
 */

/** Regulated entities; a country is served by exactly one. */
export const COMPANIES = [
  { id: 1, name: 'Broker Markets UK Ltd', regulator: 'fca' },
  { id: 2, name: 'Broker Markets Cyprus Ltd', regulator: 'cysec' },
  { id: 3, name: 'Broker Markets AU Pty Ltd', regulator: 'asic' },
  { id: 4, name: 'Broker Markets Global Ltd', regulator: 'fsa' },
];

/** Where accounts can be opened. Not every country: e.g. the US is absent, as at most CFD brokers. */
export const COUNTRIES = [
  { id: 826, code: 'GB', name: 'United Kingdom', phone_code: '+44', company_id: 1 },
  { id: 276, code: 'DE', name: 'Germany', phone_code: '+49', company_id: 2 },
  { id: 724, code: 'ES', name: 'Spain', phone_code: '+34', company_id: 2 },
  { id: 250, code: 'FR', name: 'France', phone_code: '+33', company_id: 2 },
  { id: 380, code: 'IT', name: 'Italy', phone_code: '+39', company_id: 2 },
  { id: 528, code: 'NL', name: 'Netherlands', phone_code: '+31', company_id: 2 },
  { id: 616, code: 'PL', name: 'Poland', phone_code: '+48', company_id: 2 },
  { id: 196, code: 'CY', name: 'Cyprus', phone_code: '+357', company_id: 2 },
  { id: 36, code: 'AU', name: 'Australia', phone_code: '+61', company_id: 3 },
  { id: 784, code: 'AE', name: 'United Arab Emirates', phone_code: '+971', company_id: 4 },
  { id: 710, code: 'ZA', name: 'South Africa', phone_code: '+27', company_id: 4 },
  { id: 76, code: 'BR', name: 'Brazil', phone_code: '+55', company_id: 4 },
  { id: 484, code: 'MX', name: 'Mexico', phone_code: '+52', company_id: 4 },
  { id: 170, code: 'CO', name: 'Colombia', phone_code: '+57', company_id: 4 },
  { id: 152, code: 'CL', name: 'Chile', phone_code: '+56', company_id: 4 },
];

export const countryByCode = (code) => COUNTRIES.find((country) => country.code === String(code).toUpperCase());
export const countryById = (id) => COUNTRIES.find((country) => country.id === Number(id));
export const companyById = (id) => COMPANIES.find((company) => company.id === Number(id));

const field = (name, type, required = true) => ({ name, type, required });
/** A required select whose choices the server decides. */
const select = (name, choices) => ({
  ...field(name, 'select'),
  options: choices.map(([value, label = value]) => ({ value, label })),
});
const ACCOUNT_FIELDS = [
  field('first_name', 'text'),
  field('last_name', 'text'),
  field('email', 'email'),
  field('phone', 'tel'),
  field('country', 'country'),
  field('password', 'password'),
  field('terms', 'checkbox'),
  field('marketing', 'checkbox', false),
];

/** The `config/*` answers: which fields a step shows, by form name (the path's last segment). */
export const FORM_CONFIGS = {
  'login-step': {
    fields: [field('email', 'email'), field('password', 'password')],
    social: ['google', 'facebook', 'apple'],
  },
  'verify-email': { fields: [field('code', 'otp')], resend_after_seconds: 60 },
  'ty-page-single': {
    fields: [],
    title: 'Your account is ready',
    links: [{ label: 'Open the platform', href: '/webtrader' }],
  },
  'reset-password-form': { fields: [field('email', 'email')] },
  'password-restore-confirmation': {
    fields: [],
    title: 'Check your inbox',
    text: 'If an account uses this address, we sent it a link.',
  },
  'signup-step-2': {
    fields: [field('birth_date', 'date'), field('address', 'text'), field('city', 'text'), field('postcode', 'text')],
  },
  'forex-demo-form-step-2': {
    fields: [
      select('platform', [
        ['mt5', 'MetaTrader 5'],
        ['webtrader', 'WebTrader'],
      ]),
      select('leverage', [['1:30'], ['1:100'], ['1:500']]),
      select('currency', [['USD'], ['EUR']]),
    ],
  },
  signup: { fields: ACCOUNT_FIELDS },
};

export const ARTICLES = [
  { id: 1, title: 'What is a CFD?', summary: 'Contracts for difference, explained in five minutes.' },
  { id: 2, title: 'Managing risk with stop-loss orders', summary: 'How to cap a loss before it happens.' },
  { id: 3, title: 'Reading an economic calendar', summary: 'Which releases move which markets.' },
];
