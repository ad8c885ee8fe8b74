/**
 * The 22 form-engine tags walked against the bare backend of the spec's calls
 * (src/test/bare-backend.mjs): each tag that submits is filled in as a visitor would and sends
 * its first step's request, which must carry what docs/RULES.md §3, §6 and §7 say; the message
 * tags show their defaults. `describeBareWalks` runs them all with the backend's lists,
 * configurations, captchas and checks answering as `settings` says (issue #19).
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { ElementDefinition } from '../platform/runtime/define-element';
import {
  bareRequests,
  lastBareRequestId,
  setBareBackend,
  useBareBackend,
  type BareRequest,
  type BareSettings,
} from './bare-backend';
import { forgetRegistrationCountries } from '../forms/countries';
import { uniqueEmail } from './forms-backend';
import { fillForm, headingText, mountForm, recordFormEvents, removeForms, submitForm, waitForStep } from './forms';
import { SPEC_ACCOUNT_PATHS, SPEC_REGISTRATION_CALLS, SPEC_SIGNUPS_WITH_TIMEZONE } from './spec-calls';
import { affiliateSignupForm } from '../elements/affiliate-signup-form/affiliate-signup-form.element';
import { campaignForm } from '../elements/campaign-form/campaign-form.element';
import { demoSignupForm } from '../elements/demo-signup-form/demo-signup-form.element';
import { ebookDownloadForm } from '../elements/ebook-download-form/ebook-download-form.element';
import { educationSignupForm } from '../elements/education-signup-form/education-signup-form.element';
import { emailVerification } from '../elements/email-verification/email-verification.element';
import { expoRegistrationForm } from '../elements/expo-registration-form/expo-registration-form.element';
import { investForm } from '../elements/invest-form/invest-form.element';
import { islamicAccountForm } from '../elements/islamic-account-form/islamic-account-form.element';
import { leadSignupForm } from '../elements/lead-signup-form/lead-signup-form.element';
import { loginForm } from '../elements/login-form/login-form.element';
import { partnerSignupForm } from '../elements/partner-signup-form/partner-signup-form.element';
import { platformDownloadForm } from '../elements/platform-download-form/platform-download-form.element';
import { premiumAnalyticsForm } from '../elements/premium-analytics-form/premium-analytics-form.element';
import { resetPasswordForm } from '../elements/reset-password-form/reset-password-form.element';
import { seminarThankYou } from '../elements/seminar-thank-you/seminar-thank-you.element';
import { signupForm } from '../elements/signup-form/signup-form.element';
import { subscriptionForm } from '../elements/subscription-form/subscription-form.element';
import { thankYouPage } from '../elements/thank-you-page/thank-you-page.element';
import { tradingCentralForm } from '../elements/trading-central-form/trading-central-form.element';
import { webtraderForm } from '../elements/webtrader-form/webtrader-form.element';
import { whiteLabelForm } from '../elements/white-label-form/white-label-form.element';

export type Values = Record<string, string | boolean>;

/** A tag walked up to the request its first step sends. */
export interface SubmittingWalk {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's props
  definition: ElementDefinition<any>;
  attributes?: Record<string, string>;
  /** The page's query besides `geoip` (a profile id from an emailed link). */
  search?: string;
  values: () => Values;
  /** The request the step sends, as the spec writes it (`METHOD path`), and its path as sent. */
  request: string;
  sentPath?: string;
  /** The field that tells this test's request apart (default `email`), and its value as sent. */
  match?: string;
  sent?: (typed: string | boolean) => string | boolean;
  /** The step the form shows once that request succeeded. */
  next: string;
  /** The step's submissions that answer with a new profile: the sign-ups (Registration Success). */
  signups?: readonly string[];
}

/** A tag with nothing to type: the message it shows by default. */
interface MessageWalk {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's props
  definition: ElementDefinition<any>;
  attributes?: Record<string, string>;
  search?: string;
  title: string;
}

export const account = (email = uniqueEmail('bare')): Values => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email,
  country: 'GB',
  phone: '7700 900123',
  password: 'Trader2024',
  terms: true,
});
const lead = (): Values => ({ first_name: 'Ada', email: uniqueEmail('bare'), country: 'GB', terms: true });
const contact = (): Values => ({ email: uniqueEmail('bare'), terms: true });
const contactWithPhone = (): Values => ({ ...lead(), last_name: 'Lovelace', phone: '7700 900123' });

export const SUBMITTING: Readonly<Record<string, SubmittingWalk>> = {
  'signup-form': {
    definition: signupForm,
    values: account,
    request: 'POST /fcm-forms/signup',
    next: 'phone-code',
    signups: ['/fcm-forms/signup'],
  },
  'demo-signup-form': {
    definition: demoSignupForm,
    values: () => ({ ...contactWithPhone() }),
    request: 'POST /utils/custom-forms/forex-demo/signup',
    next: 'step-2',
    signups: ['/utils/custom-forms/forex-demo/signup'],
  },
  'lead-signup-form': {
    definition: leadSignupForm,
    values: lead,
    request: 'POST /utils/custom-forms/signup/lead-signup',
    next: 'thank-you',
    signups: ['/utils/custom-forms/signup/lead-signup'],
  },
  'partner-signup-form': {
    definition: partnerSignupForm,
    values: () => ({ ...account(), company: 'Analytical Engines Ltd' }),
    request: 'POST /utils/custom-forms/signup/partner-signup',
    next: 'step-2',
    signups: ['/utils/custom-forms/signup/partner-signup'],
  },
  'affiliate-signup-form': {
    definition: affiliateSignupForm,
    values: account,
    request: 'POST /utils/custom-forms/signup/affiliate-signup',
    next: 'step-2',
    signups: ['/utils/custom-forms/signup/affiliate-signup'],
  },
  'education-signup-form': {
    definition: educationSignupForm,
    values: account,
    request: 'POST /utils/custom-forms/signup',
    next: 'step-2',
    signups: ['/utils/custom-forms/signup'],
  },
  'islamic-account-form': {
    definition: islamicAccountForm,
    search: '&profile_id=p-islamic',
    values: () => ({ swap_free: true, birth_date: '05171990' }),
    request: 'POST /utils/custom-forms/islamic-account/step2',
    match: 'profile_id',
    sent: () => 'p-islamic',
    next: 'thank-you',
  },
  'platform-download-form': {
    definition: platformDownloadForm,
    values: contact,
    request: 'POST /utils/mt4-download/new',
    next: 'step-2',
  },
  'premium-analytics-form': {
    definition: premiumAnalyticsForm,
    values: account,
    request: 'POST /utils/premium-analytics',
    next: 'thank-you',
    signups: ['/api/user/premium-analytics/register'],
  },
  'trading-central-form': {
    definition: tradingCentralForm,
    values: account,
    request: 'POST /utils/fcm-forms/trading-central/register',
    next: 'step-2',
    signups: ['/utils/fcm-forms/trading-central/register'],
  },
  'white-label-form': {
    definition: whiteLabelForm,
    values: () => ({ ...contactWithPhone(), company: 'Analytical Engines Ltd' }),
    request: 'POST /utils/custom-forms/white-label',
    next: 'thank-you',
    signups: ['/utils/custom-forms/white-label'],
  },
  'expo-registration-form': {
    definition: expoRegistrationForm,
    attributes: { expo: 'latam' },
    values: contactWithPhone,
    request: 'POST /utils/custom-forms/latam-expo',
    next: 'thank-you',
    signups: ['/utils/custom-forms/latam-expo'],
  },
  'ebook-download-form': {
    definition: ebookDownloadForm,
    attributes: { ebook: 'trading-basics' },
    values: contact,
    request: 'POST /utils/download-ebook',
    next: 'download',
  },
  'reset-password-form': {
    definition: resetPasswordForm,
    values: () => ({ email: uniqueEmail('bare') }),
    request: 'POST /fcm-forms/restore-password',
    next: 'request-sent',
  },
  'email-verification': {
    definition: emailVerification,
    values: () => ({ code: '123456' }),
    request: 'GET /activation_code/verify/{code}/',
    sentPath: '/activation_code/verify/123456/',
    match: 'code',
    next: 'verified',
  },
  'login-form': {
    definition: loginForm,
    values: () => ({ email: uniqueEmail('bare'), password: 'Trader2024' }),
    request: 'POST /api/user/authorise',
    next: 'done',
  },
  'webtrader-form': {
    definition: webtraderForm,
    attributes: { mode: 'demo' },
    values: () => ({ ...lead(), phone: '7700 900123' }),
    request: 'POST /utils/custom-forms/demo-signup',
    next: 'done',
    signups: ['/utils/custom-forms/demo-signup'],
  },
  'subscription-form': {
    definition: subscriptionForm,
    values: contact,
    request: 'POST /api/subscribe',
    next: 'done',
  },
  'invest-form': {
    definition: investForm,
    values: account,
    request: 'POST /api/sign-up-finexware',
    next: 'thank-you',
    signups: ['/api/sign-up-finexware'],
  },
  'campaign-form': {
    definition: campaignForm,
    attributes: { campaign: 'spring-contest' },
    values: lead,
    request: 'POST /api/campaign/signup',
    next: 'thank-you',
    signups: ['/api/campaign/signup'],
  },
};

export const MESSAGES: Readonly<Record<string, MessageWalk>> = {
  'thank-you-page': { definition: thankYouPage, search: '&profile_id=p-thank-you', title: 'Thank you' },
  'seminar-thank-you': {
    definition: seminarThankYou,
    attributes: { seminar: 'webinar-1' },
    search: '&profile_id=p-seminar',
    title: 'Thank you for registering',
  },
};

const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const methodAndPath = (call: string) => call.split(' ') as [string, string];
const isRegistrationCall = (path: string) => SPEC_REGISTRATION_CALLS.some((call) => methodAndPath(call)[1] === path);

/** What docs/RULES.md §3, §6 and §7 say the request carries, by the client that sends it. */
function expectSpecPayload(request: BareRequest, specPath: string, xsrfTokens: readonly string[]): void {
  const { headers, cookies, body, query } = request;
  if (isRegistrationCall(specPath)) {
    expect(cookies, 'the registration client sends no cookies').to.deep.equal([]);
    expect(headers['x-xsrf-token'], 'nor an XSRF token').to.equal(undefined);
    return;
  }
  // The forms and user-account clients: cookies, and the XSRF cookie's value in the header.
  expect(cookies, 'cookies').to.include('XSRF-TOKEN');
  if (request.method !== 'GET') expect(xsrfTokens, 'X-XSRF-TOKEN').to.include(headers['x-xsrf-token']);
  if (!SPEC_ACCOUNT_PATHS.includes(specPath)) expect(query.geoip, 'geoip').to.equal('GB');
  if (request.method === 'GET') return;
  if (SPEC_SIGNUPS_WITH_TIMEZONE.includes(specPath)) expect(body?.timezone, 'timezone').to.equal(timezone);
  else expect(body, 'no timezone').to.not.have.property('timezone');
  if (/^\/api\/user\/(premium-analytics\/)?authorise/.test(specPath)) {
    expect(body?.agent, 'agent').to.equal(navigator.userAgent);
  }
}

/** The tags that open an account or a demo; the others are in OTHER_TAGS (two files each: the runner's time limit). */
export const ACCOUNT_TAGS = [
  'signup-form',
  'demo-signup-form',
  'lead-signup-form',
  'partner-signup-form',
  'affiliate-signup-form',
  'education-signup-form',
  'trading-central-form',
  'premium-analytics-form',
  'invest-form',
  'campaign-form',
  'webtrader-form',
] as const;
export const OTHER_TAGS = Object.keys({ ...SUBMITTING, ...MESSAGES }).filter(
  (tag) => !(ACCOUNT_TAGS as readonly string[]).includes(tag),
);

/** One test per tag of `tags`, with the backend's own answers as `settings` says. */
export function describeBareWalks(how: string, settings: BareSettings, tags: readonly string[]): void {
  describe(`forms against a bare API written from the spec, ${how}`, function () {
    this.timeout(20_000);
    const pageUrl = location.href;
    before(useBareBackend);
    beforeEach(() => {
      window.dataLayer = [];
      forgetRegistrationCountries();
    });
    afterEach(async () => {
      history.replaceState(null, '', pageUrl);
      removeForms();
      await setBareBackend();
    });

    for (const [tag, walk] of Object.entries(SUBMITTING).filter(([tag]) => tags.includes(tag))) {
      it(`<${tag}> sends ${walk.request} with the spec's payload and moves on`, async () => {
        const { request, events, ids } = await walkToRequest(walk, settings);
        expectSpecPayload(request, methodAndPath(walk.request)[1], await xsrfTokensIssued());
        expect(events.filter(({ type }) => type === 'form-error')).to.deep.equal([]);
        if (walk.signups) expect(window.dataLayer).to.deep.include({ event: 'Registration Success', ...ids });
      });
    }

    for (const [tag, walk] of Object.entries(MESSAGES).filter(([tag]) => tags.includes(tag))) {
      it(`<${tag}> shows its default message`, async () => {
        await setBareBackend(settings);
        history.replaceState(null, '', `?geoip=GB${walk.search ?? ''}`);
        const host = await mountForm(walk.definition, walk.attributes);
        await waitForStep(host, 'thank-you');
        await waitUntil(() => headingText(host) === walk.title, `the heading is "${headingText(host)}"`);
      });
    }
  });
}

/**
 * Mounts the walk's tag on a page whose URL has `?geoip=GB`, types its values and sends its first
 * step, the bare backend answering as `settings` says and the step's own submissions with success
 * (a sign-up with new profile and client ids); returns the one request the step sent, the form's
 * events and those ids. Fails unless the form moved on to the walk's next step.
 */
async function walkToRequest(walk: SubmittingWalk, settings: BareSettings) {
  const [method, specPath] = methodAndPath(walk.request);
  const ids = { profile_id: `p-${crypto.randomUUID()}`, client_id: `c-${crypto.randomUUID()}` };
  const answers = Object.fromEntries([
    [specPath, { body: {} }],
    ...(walk.signups ?? []).map((path) => [path, { body: ids }]),
  ]);
  await setBareBackend({ ...settings, answers: { ...answers, ...settings.answers } });
  history.replaceState(null, '', `?geoip=GB${walk.search ?? ''}`);
  const since = await lastBareRequestId();
  const host = await mountForm(walk.definition, {
    // The GeeTest stand-in is loaded only for a captcha the API issued: this one issues none.
    'captcha-src': '/no-captcha-expected.js',
    ...walk.attributes,
  });
  const events = recordFormEvents(host);
  await waitUntil(() => host.shadowRoot.querySelector('form'), 'no fields shown', { timeout: 5000 });
  const values = walk.values();
  await fillForm(host, values);
  await submitForm(host);
  await waitForStep(host, walk.next);

  const match = walk.match ?? 'email';
  const sent = (walk.sent ?? ((typed) => typed))(values[match]!);
  const requests = (await bareRequests(since)).filter(({ path }) => path === (walk.sentPath ?? specPath));
  expect(requests, `one ${walk.request}`).to.have.length(1);
  const [request] = requests as [BareRequest];
  expect(request).to.include({ method, status: 200 });
  if (method !== 'GET') expect(request.body?.[match], match).to.equal(sent);
  return { request, events, ids };
}

/** The tokens the bare backend's token endpoint answered this file (docs/RULES.md §6). */
async function xsrfTokensIssued(): Promise<string[]> {
  const answers = (await bareRequests()).filter(({ path }) => path === '/utils/xsrf').map(({ response }) => response);
  return answers.map((answer) => (answer as { token: string }).token);
}
