/** The forms client's endpoints (docs/RULES.md §7 "Forms client"): POST unless noted. Data. */
import { get, patch, posts } from './endpoint';

/** The sign-ups docs/RULES.md §7 lists "with timezone": their bodies get `timezone`. */
export const SIGNUPS_WITH_TIMEZONE = {
  signup: '/fcm-forms/signup',
  partnerSignup: '/utils/custom-forms/signup/partner-signup',
  forexDemoSignup: '/utils/custom-forms/forex-demo/signup',
  emailSignup: '/utils/custom-forms/email/signup',
  customSignup: '/utils/custom-forms/signup',
  tradedaysSignup: '/utils/custom-forms/tradedays',
  latamExpoSignup: '/utils/custom-forms/latam-expo',
  leadSignup: '/utils/custom-forms/signup/lead-signup',
  metatrader5Signup: '/utils/custom-forms/metatrader-5/signup',
  tradingCentralRegister: '/utils/fcm-forms/trading-central/register',
  affiliateSignup: '/utils/custom-forms/signup/affiliate-signup',
  macTraderSignup: '/utils/custom-forms/mac-trader',
} as const;

/** The sign-ups docs/RULES.md §7 lists "without timezone", and the finexware sign-up from its miscellaneous calls. */
export const SIGNUPS_WITHOUT_TIMEZONE = {
  demoSignup: '/utils/custom-forms/demo-signup',
  leadWithDemoSignup: '/utils/custom-forms/signup-lead-with-demo',
  whiteLabelSignup: '/utils/custom-forms/white-label',
  dubaiExpoSignup: '/utils/custom-forms/dubai-expo',
  esgSignup: '/utils/custom-forms/esg',
  macTraderJwtSignup: '/utils/custom-forms/mac-trader-jwt',
  finexwareSignup: '/api/sign-up-finexware',
} as const;

const OTHER_POSTS = {
  // validation and status
  validateEmail: '/utils/custom-forms/signup/validate-email',
  userStatus: '/fcm-forms/user-status',
  verifyPhone: '/fcm-forms/verify-phone',
  // thank-you
  signupThankYouStep: '/utils/custom-forms/signup/thank-you-step',
  forexDemoThankYou: '/utils/forex-demo-ty',
  // email verification
  resendVerificationEmail: '/utils/custom-forms/email-verify/resend',
  // password restore
  restorePassword: '/fcm-forms/restore-password',
  // step 2 forms
  signupStep2: '/utils/custom-forms/signup/signup-step-2',
  partnerStep2: '/utils/custom-forms/partner/step2',
  islamicAccountStep2: '/utils/custom-forms/islamic-account/step2',
  educationSignupStep2: '/utils/custom-forms/education/signup-step2',
  metatrader4Step2: '/utils/custom-forms/metatrader-4/step2',
  metatraderSeStep2: '/utils/custom-forms/metatrader-se/step2',
  partnerAffiliateStep2: '/utils/custom-forms/partner-affiliate/step2',
  createDemoAccountStep2: '/fcm-forms/create-demo-account-2-step',
  tradingCentralStep2: '/utils/fcm-forms/trading-central/step2',
  // miscellaneous
  triggerEvents: '/utils/trigger-events',
  clientId: '/utils/client-id',
  educationThankYou: '/utils/custom-forms/education/fetch-thank-you',
  mt4DownloadOld: '/utils/mt4-download/old',
  mt4DownloadNew: '/utils/mt4-download/new',
  mt5DownloadNew: '/utils/mt5-download/new',
  premiumAnalytics: '/utils/premium-analytics',
  mt4SeThankYou: '/utils/mt4se-ty',
  tradingCentralEmail: '/utils/fcm-forms/trading-central/email',
  tradingCentralThankYou: '/utils/trading-central-ty',
  downloadEbook: '/utils/download-ebook',
  marketingEmails: '/fcm-forms/marketing-emails',
  article: '/api/articles/{id}',
  subscribe: '/api/subscribe',
} as const;

/** The POSTs that only read (configurations, lists): sent without an Idempotency-Key. */
const READS = {
  singleThankYouPageConfig: '/fcm-forms/config/ty-page-single',
  resetPasswordFormConfig: '/fcm-forms/config/reset-password-form',
  passwordRestoreConfirmationConfig: '/fcm-forms/config/password-restore-confirmation',
  signupStep2Config: '/fcm-forms/config/signup-step-2',
  forexDemoStep2Config: '/fcm-forms/config/forex-demo-form-step-2',
  registrationCountries: '/fcm-forms/registration-countries',
  registrationCompanies: '/fcm-forms/registration-companies',
} as const;

export const FORMS_ENDPOINTS = {
  ...posts(OTHER_POSTS),
  ...posts(READS, ['read']),
  ...posts(SIGNUPS_WITH_TIMEZONE, ['signup', 'timezone']),
  ...posts(SIGNUPS_WITHOUT_TIMEZONE, ['signup']),
  loginStepConfig: get('/fcm-forms/config/login-step'),
  verifyEmailConfig: get('/fcm-forms/config/verify-email'),
  educationZthThankYou: get('/utils/custom-forms/education/zth/fetch-thank-you'),
  profileByEmail: get('/api/profiles/email/{email}'),
  activateLead: patch('/utils/custom-forms/signup/lead-activate'),
};
