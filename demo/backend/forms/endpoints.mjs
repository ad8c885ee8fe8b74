/**
 * Every endpoint of docs/RULES.md §7 the forms, user-account and registration clients call: which API it
 * belongs to (the forms and user-account APIs check the XSRF token), its method, path, required
 * fields (field-rules.mjs) and responder (responders.mjs).
 */
import * as answer from './responders.mjs';

/** Opening an account. */
const ACCOUNT = ['email', 'password', 'first_name', 'last_name', 'phone', 'country', 'terms'];
/** Leaving contact details (expos, white label, campaigns). */
const LEAD = ['email', 'first_name', 'country', 'terms'];
/** Opening a demo account: no password, the platform's credentials come by email. */
const DEMO = ['email', 'first_name', 'phone', 'country', 'terms'];
/** Email and consent (downloads, newsletters). */
const CONTACT = ['email', 'terms'];

const route = (api, method, required, respond) => (path) => ({ api, method, path, required, respond });
const forms = (paths, required, respond, method = 'POST') => paths.map(route('forms', method, required, respond));
const account = (paths, required, respond) => paths.map(route('account', 'POST', required, respond));
const registration = (method, path, required, respond) => route('registration', method, required, respond)(path);
/** Endpoints that open an account or leave a lead: the demo's mixed bare scopes answer them apart (bare-variants.mjs). */
const signUps = (endpoints) => endpoints.map((endpoint) => ({ ...endpoint, signsUp: true }));

export const ENDPOINTS = [
  // forms API: validation and status
  ...forms(['/utils/custom-forms/signup/validate-email'], ['email'], answer.validateEmail),
  ...forms(['/fcm-forms/user-status'], ['email'], answer.userStatus),
  ...forms(['/fcm-forms/verify-phone'], ['phone'], answer.verifyPhone),
  // configurations
  ...['login-step', 'verify-email'].flatMap((name) =>
    forms([`/fcm-forms/config/${name}`], [], answer.formConfig(name), 'GET'),
  ),
  ...[
    'ty-page-single',
    'reset-password-form',
    'password-restore-confirmation',
    'signup-step-2',
    'forex-demo-form-step-2',
  ].flatMap((name) => forms([`/fcm-forms/config/${name}`], [], answer.formConfig(name))),
  // thank-you pages
  ...[
    '/utils/custom-forms/signup/thank-you-step',
    '/utils/forex-demo-ty',
    '/utils/mt4se-ty',
    '/utils/trading-central-ty',
    '/utils/custom-forms/education/fetch-thank-you',
  ].flatMap((path) => forms([path], [], answer.thankYou(path))),
  ...forms(['/utils/custom-forms/education/zth/fetch-thank-you'], [], answer.thankYou('education-zth'), 'GET'),
  // email verification and password restore
  ...forms(
    [
      '/utils/custom-forms/email-verify/resend',
      '/fcm-forms/restore-password',
      '/utils/fcm-forms/trading-central/email',
    ],
    ['email'],
    answer.sent,
  ),
  // step 2
  ...forms(
    [
      '/utils/custom-forms/signup/signup-step-2',
      '/utils/custom-forms/partner/step2',
      '/utils/custom-forms/islamic-account/step2',
      '/utils/custom-forms/education/signup-step2',
      '/utils/custom-forms/metatrader-4/step2',
      '/utils/custom-forms/metatrader-se/step2',
      '/utils/custom-forms/partner-affiliate/step2',
      '/fcm-forms/create-demo-account-2-step',
      '/utils/fcm-forms/trading-central/step2',
    ],
    ['profile_id'],
    answer.step2,
  ),
  // sign-ups
  // the live-account sign-up confirms the phone next: its answer names the SMS code it sent
  ...signUps(forms(['/fcm-forms/signup'], ACCOUNT, answer.signUp('client', { smsCode: true }))),
  ...signUps(
    forms(
      [
        '/utils/custom-forms/signup',
        '/utils/custom-forms/signup/partner-signup',
        '/utils/custom-forms/signup/affiliate-signup',
        '/utils/custom-forms/signup-lead-with-demo',
        '/utils/custom-forms/metatrader-5/signup',
        '/utils/fcm-forms/trading-central/register',
        '/api/sign-up-finexware',
      ],
      ACCOUNT,
      answer.signUp('client'),
    ),
  ),
  // the Mac app's sign-ups answer with the installer
  ...signUps(
    forms(
      ['/utils/custom-forms/mac-trader', '/utils/custom-forms/mac-trader-jwt'],
      ACCOUNT,
      answer.signUp('client', { downloadUrl: '/downloads/mac-trader.dmg' }),
    ),
  ),
  ...signUps(
    forms(
      [
        '/utils/custom-forms/signup/lead-signup',
        '/utils/custom-forms/tradedays',
        '/utils/custom-forms/latam-expo',
        '/utils/custom-forms/dubai-expo',
        '/utils/custom-forms/esg',
        '/utils/custom-forms/white-label',
      ],
      LEAD,
      answer.signUp('lead'),
    ),
  ),
  ...signUps(
    forms(['/utils/custom-forms/forex-demo/signup', '/utils/custom-forms/demo-signup'], DEMO, answer.signUp('lead')),
  ),
  ...signUps(forms(['/utils/custom-forms/email/signup'], CONTACT, answer.signUp('lead'))),
  ...forms(['/utils/custom-forms/signup/lead-activate'], ['profile_id', 'password'], answer.activateLead, 'PATCH'),
  // miscellaneous
  ...forms(['/utils/trigger-events'], ['event'], answer.acceptedAnswer),
  ...forms(['/utils/client-id'], ['profile_id'], answer.clientId),
  ...forms(['/api/profiles/email/{email}'], [], answer.profileByEmail, 'GET'),
  ...['mt4-download/old', 'mt4-download/new', 'mt5-download/new'].flatMap((download) =>
    forms([`/utils/${download}`], CONTACT, answer.download(`${download.replace('-download/', '-')}-setup.exe`)),
  ),
  ...forms(
    ['/utils/download-ebook'],
    CONTACT,
    answer.download(({ ebook }) => `ebook-${String(ebook ?? '').replace(/[^\w-]/g, '') || 'guide'}.pdf`),
  ),
  ...forms(['/utils/premium-analytics', '/api/subscribe'], CONTACT, answer.acceptedAnswer),
  ...forms(['/fcm-forms/marketing-emails'], ['email', 'marketing'], answer.marketingEmails),
  ...forms(['/fcm-forms/registration-countries'], [], answer.countries),
  ...forms(['/fcm-forms/registration-companies'], [], answer.companies),
  ...forms(['/api/articles/{id}'], [], answer.article),

  // user-account API
  ...account(
    ['/api/user/authorise', '/api/user/premium-analytics/authorise'],
    ['email', 'password'],
    answer.login('email'),
  ),
  ...account(
    ['/api/user/authorise/phone', '/api/user/premium-analytics/authorise/phone'],
    ['phone', 'password'],
    answer.login('phone'),
  ),
  ...account(['/api/user/unified'], ['login', 'password'], answer.login('login')),
  ...account(['/api/user/authorise/social'], ['provider', 'token', 'state'], answer.socialLogin),
  ...signUps(account(['/api/user/premium-analytics/register'], ACCOUNT, answer.signUp('client'))),
  ...signUps(account(['/api/campaign/signup'], LEAD, answer.signUp('lead'))),
  ...account(['/api/user/reset_password', '/api/user/activation_code/resend'], ['email'], answer.sent),
  ...account(['/api/user/reset_password/phone'], ['phone'], answer.phoneResetStart),
  ...account(
    ['/api/user/reset_password/phone/proceed'],
    ['otp_code_id', 'code', 'password', 'password_confirm'],
    answer.phoneResetProceed,
  ),

  // registration API
  registration('POST', '/registration/unregistered_cfd_consent/', ['email', 'consent'], answer.acceptedAnswer),
  registration('GET', '/activation_code/verify/{code}/', [], answer.verifyActivationCode),
  registration('POST', '/auth/send_onetime_auth_sms/', ['otp_code_id'], answer.sendSms),
  registration('GET', '/password/reset/{hash}/', [], answer.passwordResetLink),
  registration('POST', '/password/reset/{hash}/', ['hash', 'password', 'password_confirm'], answer.resetPasswordByHash),
  registration('POST', '/captcha/registration/create_token/', ['entity', 'country_id'], answer.createCaptchaToken),
  registration('POST', '/captcha/geetest4/verify/', ['captcha_token', 'captcha_data'], answer.verifyCaptcha),
];
