/**
 * The calls of docs/RULES.md §7 and the figures of §3 and §9, copied here by hand from the product
 * rules, not from the code's tables: tests hold the code against these, so a path missing,
 * misspelt or given the wrong method (or timezone, agent, header or timing) in the code fails them.
 */
export const SPEC_SIGNUPS_WITH_TIMEZONE = [
  '/fcm-forms/signup',
  '/utils/custom-forms/signup/partner-signup',
  '/utils/custom-forms/forex-demo/signup',
  '/utils/custom-forms/email/signup',
  '/utils/custom-forms/signup',
  '/utils/custom-forms/tradedays',
  '/utils/custom-forms/latam-expo',
  '/utils/custom-forms/signup/lead-signup',
  '/utils/custom-forms/metatrader-5/signup',
  '/utils/fcm-forms/trading-central/register',
  '/utils/custom-forms/signup/affiliate-signup',
  '/utils/custom-forms/mac-trader',
];
export const SPEC_SIGNUPS_WITHOUT_TIMEZONE = [
  '/utils/custom-forms/demo-signup',
  '/utils/custom-forms/signup-lead-with-demo',
  '/utils/custom-forms/white-label',
  '/utils/custom-forms/dubai-expo',
  '/utils/custom-forms/esg',
  '/utils/custom-forms/mac-trader-jwt',
];
export const SPEC_FORMS_CALLS = [
  'POST /utils/custom-forms/signup/validate-email',
  'POST /fcm-forms/user-status',
  'POST /fcm-forms/verify-phone',
  'GET /fcm-forms/config/login-step',
  'POST /utils/custom-forms/signup/thank-you-step',
  'POST /fcm-forms/config/ty-page-single',
  'POST /utils/forex-demo-ty',
  'GET /fcm-forms/config/verify-email',
  'POST /utils/custom-forms/email-verify/resend',
  'POST /fcm-forms/config/reset-password-form',
  'POST /fcm-forms/restore-password',
  'POST /fcm-forms/config/password-restore-confirmation',
  'POST /utils/custom-forms/signup/signup-step-2',
  'POST /fcm-forms/config/signup-step-2',
  'POST /utils/custom-forms/partner/step2',
  'POST /utils/custom-forms/islamic-account/step2',
  'POST /utils/custom-forms/education/signup-step2',
  'POST /utils/custom-forms/metatrader-4/step2',
  'POST /utils/custom-forms/metatrader-se/step2',
  'POST /utils/custom-forms/partner-affiliate/step2',
  'POST /fcm-forms/config/forex-demo-form-step-2',
  'POST /fcm-forms/create-demo-account-2-step',
  'POST /utils/fcm-forms/trading-central/step2',
  ...SPEC_SIGNUPS_WITH_TIMEZONE.map((path) => `POST ${path}`),
  ...SPEC_SIGNUPS_WITHOUT_TIMEZONE.map((path) => `POST ${path}`),
  'PATCH /utils/custom-forms/signup/lead-activate',
  'POST /utils/trigger-events',
  'POST /utils/client-id',
  'GET /api/profiles/email/{email}',
  'POST /utils/custom-forms/education/fetch-thank-you',
  'GET /utils/custom-forms/education/zth/fetch-thank-you',
  'POST /utils/mt4-download/old',
  'POST /utils/mt4-download/new',
  'POST /utils/mt5-download/new',
  'POST /utils/premium-analytics',
  'POST /utils/mt4se-ty',
  'POST /utils/fcm-forms/trading-central/email',
  'POST /utils/trading-central-ty',
  'POST /utils/download-ebook',
  'POST /fcm-forms/marketing-emails',
  'POST /fcm-forms/registration-countries',
  'POST /fcm-forms/registration-companies',
  'POST /api/articles/{id}',
  'POST /api/subscribe',
  'POST /api/sign-up-finexware',
];
export const SPEC_ACCOUNT_PATHS = [
  '/api/user/authorise',
  '/api/user/premium-analytics/authorise',
  '/api/user/premium-analytics/authorise/phone',
  '/api/user/premium-analytics/register',
  '/api/user/authorise/phone',
  '/api/user/unified',
  '/api/user/reset_password',
  '/api/user/reset_password/phone',
  '/api/user/reset_password/phone/proceed',
  '/api/user/activation_code/resend',
  '/api/user/authorise/social',
  '/api/campaign/signup',
];
export const SPEC_REGISTRATION_CALLS = [
  'POST /registration/unregistered_cfd_consent/',
  'GET /activation_code/verify/{code}/',
  'POST /auth/send_onetime_auth_sms/',
  'GET /password/reset/{hash}/',
  'POST /password/reset/{hash}/',
  'POST /captcha/registration/create_token/',
  'POST /captcha/geetest4/verify/',
];

/** §3: the login requests, which add an `agent` field (the user agent, or SPEC_NO_USER_AGENT). */
export const SPEC_LOGIN_PATHS = [
  '/api/user/authorise',
  '/api/user/premium-analytics/authorise',
  '/api/user/premium-analytics/authorise/phone',
  '/api/user/authorise/phone',
  '/api/user/unified',
  '/api/user/authorise/social',
];
export const SPEC_NO_USER_AGENT = 'User Agent N/A';

/** §7: the two captcha calls, and the header they carry. */
export const SPEC_CAPTCHA_PATHS = ['/captcha/registration/create_token/', '/captcha/geetest4/verify/'];
export const SPEC_CAPTCHA_HEADERS = { 'Api-Client': 'signup_web' };

/** §9: the dialog animation (the library's): open 150 ms, close 75 ms. */
export const SPEC_DIALOG_OPEN_MS = 150;
export const SPEC_DIALOG_CLOSE_MS = 75;
