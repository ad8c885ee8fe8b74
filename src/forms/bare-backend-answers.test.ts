/**
 * Issue #29: a real-browser sample of what flow-walks.test.ts walks by logic: each multi-step
 * tag against the bare backend (src/test/bare-backend.mjs) with the answers that decide its steps
 * present or absent. A step opens only when an answer asks for it; the flow ends in one
 * form-success (a sign-up's carrying its ids at the top); no request goes without the id it
 * needs. bare-backend-retries.test.ts has each tag's failing step, sent again.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { ElementDefinition } from '../platform/runtime/define-element';
import { bareRequests, lastBareRequestId, setBareBackend, type BareSettings } from '../test/bare-backend';
import {
  account,
  mountOnBarePage,
  onBarePage,
  signupStep2,
  SUBMITTING,
  walkSteps,
  type Steps,
  type Values,
} from '../test/bare-walks';
import { headingText } from '../test/forms';
import { demoSignupForm } from '../elements/demo-signup-form/demo-signup-form.element';
import { leadSignupForm } from '../elements/lead-signup-form/lead-signup-form.element';
import { loginForm } from '../elements/login-form/login-form.element';
import { partnerSignupForm } from '../elements/partner-signup-form/partner-signup-form.element';
import { platformDownloadForm } from '../elements/platform-download-form/platform-download-form.element';
import { resetPasswordForm } from '../elements/reset-password-form/reset-password-form.element';
import { signupForm } from '../elements/signup-form/signup-form.element';
import { webtraderForm } from '../elements/webtrader-form/webtrader-form.element';

const SIGNUP = '/fcm-forms/signup';
const SMS = '/auth/send_onetime_auth_sms/';
const STEP_2 = '/utils/custom-forms/signup/signup-step-2';
const STEP_2_CONFIG = '/fcm-forms/config/signup-step-2';

const demoValues = (): Values => {
  const { first_name, last_name, email, country, phone, terms } = account();
  return { first_name, last_name, email, country, phone, terms } as Values;
};

interface Sample {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's props
  definition: ElementDefinition<any>;
  attributes?: Record<string, string>;
  /** After `?geoip=GB` in the page's URL. */
  search?: string;
  answers: BareSettings['answers'];
  /** Each step shown, and what is typed there; the last is where the flow ends. */
  steps: Steps;
  title: string;
  /** The text under it, when the answers decide it. */
  text?: string;
  /** The form-success detail's fields, when the flow has a sign-up. */
  ids?: Record<string, string>;
  /** `Registration Success` is pushed once (docs/RULES.md §4: ids with is_email_verified falsy). */
  reported?: true;
  /** Paths that must be asked, and those that must not. */
  asked?: readonly string[];
  never?: readonly string[];
}

/**
 * The tag as the bare walks mount it and fill in its first step, `first` (src/test/bare-walks.ts),
 * every call answering `{}`, to the step `end` with their heading.
 */
function toItsEnd(tag: string, first: string, end = 'thank-you'): Sample {
  const { definition, attributes, search, values, title } = SUBMITTING[tag]!;
  return { definition, attributes, search, answers: {}, steps: [[first, values()], [end]], title };
}

const SAMPLES: Readonly<Record<string, Sample>> = {
  'signup-form, the sign-up answering ids and no otp_code_id (verified email), step 2 listing no field': {
    definition: signupForm,
    answers: { [SIGNUP]: { body: { profile_id: 'p9', client_id: 'c9', is_email_verified: true } } },
    steps: [['details', account()], ['thank-you']],
    title: 'Your account is open',
    text: 'We will email you the next steps.',
    ids: { profile_id: 'p9', client_id: 'c9' },
    never: [SMS, STEP_2],
  },
  'signup-form, the sign-up answering ids, step 2 listing its fields': {
    definition: signupForm,
    answers: {
      [SIGNUP]: { body: { profile_id: 'p5', client_id: 'c5', is_email_verified: true } },
      [STEP_2_CONFIG]: { body: { data: { fields: Object.keys(signupStep2()).map((name) => ({ name })) } } },
    },
    steps: [['details', account()], ['step-2', signupStep2()], ['thank-you']],
    title: 'Your account is open',
    ids: { profile_id: 'p5', client_id: 'c5' },
    asked: [STEP_2],
  },
  'signup-form, the sign-up answering ids, step 2 listing its fields and its send answering 404': {
    definition: signupForm,
    answers: {
      [SIGNUP]: { body: { profile_id: 'p4', client_id: 'c4', is_email_verified: true } },
      [STEP_2_CONFIG]: { body: { fields: [{ name: 'city' }] } },
      [STEP_2]: { status: 404, body: { message: 'Not Found' } },
    },
    steps: [['details', account()], ['step-2', { city: 'London' }], ['thank-you']],
    title: 'Your account is open',
    ids: { profile_id: 'p4', client_id: 'c4' },
    asked: [STEP_2],
  },
  'signup-form, the sign-up answering an otp_code_id under data': {
    definition: signupForm,
    answers: { [SIGNUP]: { body: { data: { profile_id: 'p8', client_id: 'c8', otp_code_id: 'o8' } } } },
    steps: [['details', account()], ['phone-code', { code: '123456' }], ['thank-you']],
    title: 'Your account is open',
    ids: { profile_id: 'p8', client_id: 'c8' },
    reported: true,
  },
  'signup-form, the sign-up answering {}': {
    definition: signupForm,
    answers: {},
    steps: [['details', account()], ['thank-you']],
    title: 'Your account is open',
    text: 'Check your email to confirm your address.',
    never: [SMS, STEP_2, '/utils/custom-forms/signup/thank-you-step'],
  },
  'demo-signup-form, the sign-up answering an empty profile_id': {
    definition: demoSignupForm,
    answers: { '/utils/custom-forms/forex-demo/signup': { body: { profile_id: '', client_id: 'c7' } } },
    steps: [['details', demoValues()], ['thank-you']],
    title: 'Your demo account is ready',
    never: ['/fcm-forms/create-demo-account-2-step', '/utils/forex-demo-ty'],
  },
  'partner-signup-form, the sign-up answering ids': {
    definition: partnerSignupForm,
    answers: { '/utils/custom-forms/signup/partner-signup': { body: { profile_id: 'p6', client_id: 'c6' } } },
    steps: [
      ['signup', { ...account(), company: 'Analytical Engines Ltd' }],
      ['step-2', { audience: 'community', audience_size: '1k-10k' }],
      ['thank-you'],
    ],
    title: 'Welcome on board',
    ids: { profile_id: 'p6', client_id: 'c6' },
    reported: true,
  },
  'partner-signup-form, the sign-up answering ids, its step 2 answering 404 (no such endpoint)': {
    definition: partnerSignupForm,
    answers: {
      '/utils/custom-forms/signup/partner-signup': { body: { profile_id: 'p3', client_id: 'c3' } },
      '/utils/custom-forms/partner/step2': { status: 404, body: { message: 'Not Found' } },
    },
    steps: [
      ['signup', { ...account(), company: 'Analytical Engines Ltd' }],
      ['step-2', { audience: 'community', audience_size: '1k-10k' }],
      ['thank-you'],
    ],
    title: 'Welcome on board',
    ids: { profile_id: 'p3', client_id: 'c3' },
    reported: true,
    asked: ['/utils/custom-forms/partner/step2'],
  },
  'lead-signup-form, a lead without a profile_id': {
    definition: leadSignupForm,
    answers: { '/utils/custom-forms/signup/lead-signup': { body: { status: 'lead' } } },
    steps: [['signup', { first_name: 'Ada', email: 'ada@example.com', country: 'GB', terms: true }], ['thank-you']],
    title: 'Thank you',
    never: ['/utils/custom-forms/signup/lead-activate'],
  },
  'platform-download-form, the download answering no profile_id': {
    definition: platformDownloadForm,
    answers: { '/utils/mt4-download/new': { body: { download_url: 7 } } },
    steps: [['download', { email: 'ada@example.com', terms: true }], ['download-ready']],
    title: 'Your download is ready',
    never: ['/utils/custom-forms/metatrader-4/step2'],
  },
  'reset-password-form by phone, the answer issuing no otp_code_id': {
    definition: resetPasswordForm,
    attributes: { mode: 'phone' },
    answers: {},
    steps: [['phone', { phone: '+447700900123' }], ['phone-sent']],
    title: 'Check your phone',
    never: ['/api/user/reset_password/phone/proceed'],
  },
  'login-form, the login answering an empty otp_code_id': {
    definition: loginForm,
    answers: { '/api/user/authorise': { body: { otp_code_id: '' } } },
    steps: [['login', { email: 'ada@example.com', password: 'Trader2024' }], ['done']],
    title: 'You are logged in',
    never: [SMS],
  },
  'affiliate-signup-form, the sign-up answering {}': {
    ...toItsEnd('affiliate-signup-form', 'signup'),
    never: ['/utils/custom-forms/partner-affiliate/step2'],
  },
  'education-signup-form, the sign-up answering {}': {
    ...toItsEnd('education-signup-form', 'signup'),
    never: ['/utils/custom-forms/education/signup-step2'],
  },
  'trading-central-form, the registration answering {}': {
    ...toItsEnd('trading-central-form', 'register'),
    never: ['/utils/fcm-forms/trading-central/step2'],
  },
  'webtrader-form, the login answering an otp_code_id': {
    definition: webtraderForm,
    answers: { '/api/user/authorise': { body: { otp_code_id: 'o4' } } },
    steps: [
      ['login', { email: 'ada@example.com', password: 'Trader2024' }],
      ['sms-code', { code: '123456' }],
      ['done'],
    ],
    title: 'Opening the platform…',
    asked: [SMS, '/activation_code/verify/123456/'],
  },
  'webtrader-form, the login answering {}': {
    definition: webtraderForm,
    answers: {},
    steps: [['login', { email: 'ada@example.com', password: 'Trader2024' }], ['done']],
    title: 'Opening the platform…',
    never: [SMS],
  },
  'premium-analytics-form, the registration answering ids and no otp_code_id': {
    ...toItsEnd('premium-analytics-form', 'register'),
    answers: { '/api/user/premium-analytics/register': { body: { profile_id: 'p3', client_id: 'c3' } } },
    ids: { profile_id: 'p3', client_id: 'c3' },
    reported: true,
    asked: ['/utils/premium-analytics'],
  },
  'email-verification, the code answering {}': toItsEnd('email-verification', 'code', 'verified'),
  'islamic-account-form, the profile_id from the page': toItsEnd('islamic-account-form', 'swap-free'),
  'expo-registration-form, the registration answering {}': toItsEnd('expo-registration-form', 'register'),
  'white-label-form, the request answering {}': toItsEnd('white-label-form', 'signup'),
};

describe('multi-step forms against a bare API, a sample of the answers that decide their steps', function () {
  this.timeout(40_000);
  onBarePage();

  for (const [name, sample] of Object.entries(SAMPLES)) {
    it(`${name}: opens only the steps asked for and ends in one form-success`, async () => {
      await setBareBackend({ answers: sample.answers });
      const since = await lastBareRequestId();
      const { host, events } = await mountOnBarePage(sample.definition, sample.attributes, sample.search);
      await walkSteps(host, sample.steps);
      await waitUntil(() => headingText(host) === sample.title, `the heading is "${headingText(host)}"`);
      if (sample.text) expect(host.shadowRoot.querySelector('.intro')?.textContent).to.equal(sample.text);
      const successes = events.filter(({ type }) => type === 'form-success');
      expect(successes, 'one form-success').to.have.length(1);
      if (sample.ids) expect(successes[0]!.detail).to.include(sample.ids);
      const reports = window.dataLayer!.filter(({ event }) => event === 'Registration Success');
      expect(reports, 'Registration Success').to.deep.equal(
        sample.reported ? [{ event: 'Registration Success', ...sample.ids }] : [],
      );
      const asked = (await bareRequests(since)).map(({ path }) => path);
      for (const path of sample.asked ?? []) expect(asked, `a request to ${path}`).to.include(path);
      for (const path of sample.never ?? []) expect(asked, `no request to ${path}`).to.not.include(path);
    });
  }
});
