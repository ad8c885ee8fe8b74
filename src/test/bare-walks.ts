/**
 * The 22 form-engine tags walked against the bare backend of the spec's calls
 * (src/test/bare-backend.mjs): each tag that submits is filled in as a visitor would, step after
 * step, to its final request; every step's request must carry what docs/RULES.md §3, §6 and §7
 * say, and the walk ends on the step's built-in heading; the message tags show their defaults.
 * `describeBareWalks` runs them all with the backend's lists, configurations, captchas and checks
 * answering as `settings` says (issue #19). docs/FORMS.md tabulates the final requests.
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
import { TIMEZONE, uniqueEmail } from './forms-backend';
import {
  fieldControl,
  fillForm,
  headingText,
  mountForm,
  recordFormEvents,
  removeForms,
  stepForm,
  submitForm,
  waitForStep,
  type FormHost,
} from './forms';
import {
  SPEC_ACCOUNT_PATHS,
  SPEC_LOGIN_PATHS,
  SPEC_REGISTRATION_CALLS,
  SPEC_SIGNUPS_WITH_TIMEZONE,
} from './spec-calls';
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
import { uniqueName } from './seeded-random';

export type Values = Record<string, string | boolean>;

/** The sign-up's ids, as the spec's answers carry them (docs/RULES.md §3, §4). */
export interface Ids {
  profile_id: string;
  client_id: string;
}

/** A step after the first: what is typed there and the request it sends. */
interface LaterStep {
  values: () => Values;
  /** As the spec writes it (`METHOD path`), and its path as sent. */
  request: string;
  sentPath?: string;
  /** The field that tells this test's request apart (default `profile_id`, the first step's), and its value as sent. */
  match?: string;
  sent?: (typed: string | boolean, ids: Ids) => string | boolean;
  next: string;
}

/** A tag walked to its final request, step by step. */
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
  /** A first request that answers with a profile (no client) for the later steps. */
  profile?: boolean;
  /** The steps after the first, in order: the last one's request is the tag's final request. */
  then?: readonly LaterStep[];
  /** The heading of the step the walk ends on: the flow's built-in one (the bare API sends no text). */
  title: string;
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
/** What signup-form's step 2 asks: the birth date and the address. */
export const signupStep2 = (): Values => ({
  birth_date: '05171990',
  address: '12 Marylebone Road',
  city: 'London',
  postcode: 'NW1 5LR',
});
const lead = (): Values => ({ first_name: 'Ada', email: uniqueEmail('bare'), country: 'GB', terms: true });
const contact = (): Values => ({ email: uniqueEmail('bare'), terms: true });
const contactWithPhone = (): Values => ({ ...lead(), last_name: 'Lovelace', phone: '7700 900123' });

export const SUBMITTING: Readonly<Record<string, SubmittingWalk>> = {
  'signup-form': {
    definition: signupForm,
    values: account,
    request: 'POST /fcm-forms/signup',
    // The sign-up's answer issues no otp_code_id: no code step (bare-backend-answers.test.ts walks
    // one that does); step 2's configuration lists no field (`{}`, 404, 500): no step 2 (issue #37).
    next: 'thank-you',
    signups: ['/fcm-forms/signup'],
    title: 'Your account is open',
  },
  'demo-signup-form': {
    definition: demoSignupForm,
    values: () => ({ ...contactWithPhone() }),
    request: 'POST /utils/custom-forms/forex-demo/signup',
    // Step 2's configuration lists no field: no step 2, the sign-up ends the flow (issue #37).
    next: 'thank-you',
    signups: ['/utils/custom-forms/forex-demo/signup'],
    title: 'Your demo account is ready',
  },
  'lead-signup-form': {
    definition: leadSignupForm,
    values: lead,
    request: 'POST /utils/custom-forms/signup/lead-signup',
    next: 'thank-you',
    signups: ['/utils/custom-forms/signup/lead-signup'],
    title: 'Thank you',
  },
  'partner-signup-form': {
    definition: partnerSignupForm,
    values: () => ({ ...account(), company: 'Analytical Engines Ltd' }),
    request: 'POST /utils/custom-forms/signup/partner-signup',
    next: 'step-2',
    signups: ['/utils/custom-forms/signup/partner-signup'],
    then: [
      {
        values: () => ({ audience: 'community', audience_size: '1k-10k' }),
        request: 'POST /utils/custom-forms/partner/step2',
        next: 'thank-you',
      },
    ],
    title: 'Welcome on board',
  },
  'affiliate-signup-form': {
    definition: affiliateSignupForm,
    values: account,
    request: 'POST /utils/custom-forms/signup/affiliate-signup',
    next: 'step-2',
    signups: ['/utils/custom-forms/signup/affiliate-signup'],
    then: [
      {
        values: () => ({ website: 'https://trading-blog.example', traffic_source: 'seo' }),
        request: 'POST /utils/custom-forms/partner-affiliate/step2',
        next: 'thank-you',
      },
    ],
    title: 'Welcome on board',
  },
  'education-signup-form': {
    definition: educationSignupForm,
    values: account,
    request: 'POST /utils/custom-forms/signup',
    next: 'step-2',
    signups: ['/utils/custom-forms/signup'],
    then: [
      {
        values: () => ({ experience: 'beginner', interest: 'forex' }),
        request: 'POST /utils/custom-forms/education/signup-step2',
        next: 'thank-you',
      },
    ],
    title: 'Welcome to the course',
  },
  'islamic-account-form': {
    definition: islamicAccountForm,
    search: '&profile_id=p-islamic',
    values: () => ({ swap_free: true, birth_date: '05171990' }),
    request: 'POST /utils/custom-forms/islamic-account/step2',
    match: 'profile_id',
    sent: () => 'p-islamic',
    next: 'thank-you',
    title: 'We received your request',
  },
  'platform-download-form': {
    definition: platformDownloadForm,
    values: contact,
    request: 'POST /utils/mt4-download/new',
    next: 'step-2',
    profile: true,
    then: [
      {
        values: () => ({ first_name: 'Ada', country: 'GB', phone: '7700 900123' }),
        request: 'POST /utils/custom-forms/metatrader-4/step2',
        next: 'download-ready',
      },
    ],
    title: 'Your download is ready',
  },
  'premium-analytics-form': {
    definition: premiumAnalyticsForm,
    values: account,
    request: 'POST /utils/premium-analytics',
    next: 'thank-you',
    signups: ['/api/user/premium-analytics/register'],
    title: 'Welcome to Premium Analytics',
  },
  'trading-central-form': {
    definition: tradingCentralForm,
    values: account,
    request: 'POST /utils/fcm-forms/trading-central/register',
    next: 'step-2',
    signups: ['/utils/fcm-forms/trading-central/register'],
    then: [
      {
        values: () => ({ experience: 'intermediate', platform: 'mt5' }),
        request: 'POST /utils/fcm-forms/trading-central/step2',
        next: 'thank-you',
      },
    ],
    title: 'Your access is on its way',
  },
  'white-label-form': {
    definition: whiteLabelForm,
    values: () => ({ ...contactWithPhone(), company: 'Analytical Engines Ltd' }),
    request: 'POST /utils/custom-forms/white-label',
    next: 'thank-you',
    signups: ['/utils/custom-forms/white-label'],
    title: 'Thank you',
  },
  'expo-registration-form': {
    definition: expoRegistrationForm,
    attributes: { expo: 'latam' },
    values: contactWithPhone,
    request: 'POST /utils/custom-forms/latam-expo',
    next: 'thank-you',
    signups: ['/utils/custom-forms/latam-expo'],
    title: 'You are registered',
  },
  'ebook-download-form': {
    definition: ebookDownloadForm,
    attributes: { ebook: 'trading-basics' },
    values: contact,
    request: 'POST /utils/download-ebook',
    next: 'download',
    title: 'Your e-book is ready',
  },
  'reset-password-form': {
    definition: resetPasswordForm,
    values: () => ({ email: uniqueEmail('bare') }),
    request: 'POST /fcm-forms/restore-password',
    next: 'request-sent',
    title: 'Check your inbox',
  },
  'email-verification': {
    definition: emailVerification,
    values: () => ({ code: '123456' }),
    request: 'GET /activation_code/verify/{code}/',
    sentPath: '/activation_code/verify/123456/',
    match: 'code',
    next: 'verified',
    title: 'Your email is verified',
  },
  'login-form': {
    definition: loginForm,
    values: () => ({ email: uniqueEmail('bare'), password: 'Trader2024' }),
    request: 'POST /api/user/authorise',
    next: 'done',
    title: 'You are logged in',
  },
  'webtrader-form': {
    definition: webtraderForm,
    attributes: { mode: 'demo' },
    values: () => ({ ...lead(), phone: '7700 900123' }),
    request: 'POST /utils/custom-forms/demo-signup',
    next: 'done',
    signups: ['/utils/custom-forms/demo-signup'],
    title: 'Opening the platform…',
  },
  'subscription-form': {
    definition: subscriptionForm,
    values: contact,
    request: 'POST /api/subscribe',
    next: 'done',
    title: 'You are subscribed',
  },
  'invest-form': {
    definition: investForm,
    values: account,
    request: 'POST /api/sign-up-finexware',
    next: 'thank-you',
    signups: ['/api/sign-up-finexware'],
    title: 'Your Invest account is open',
  },
  'campaign-form': {
    definition: campaignForm,
    attributes: { campaign: 'spring-contest' },
    values: lead,
    request: 'POST /api/campaign/signup',
    next: 'thank-you',
    signups: ['/api/campaign/signup'],
    title: 'You are in',
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
  if (SPEC_SIGNUPS_WITH_TIMEZONE.includes(specPath)) expect(body?.timezone, 'timezone').to.equal(TIMEZONE);
  else expect(body, 'no timezone').to.not.have.property('timezone');
  expect(body?.agent, 'agent').to.equal(SPEC_LOGIN_PATHS.includes(specPath) ? navigator.userAgent : undefined);
}

/** The tags in groups, each walked by every answer (src/forms/bare-backend-walks.test.ts). */
export const WALK_GROUPS = {
  'account-steps': [
    'signup-form',
    'demo-signup-form',
    'partner-signup-form',
    'affiliate-signup-form',
    'education-signup-form',
  ],
  accounts: [
    'trading-central-form',
    'premium-analytics-form',
    'invest-form',
    'campaign-form',
    'webtrader-form',
    'lead-signup-form',
  ],
  leads: [
    'platform-download-form',
    'islamic-account-form',
    'white-label-form',
    'expo-registration-form',
    'ebook-download-form',
  ],
  'logins-and-messages': [
    'reset-password-form',
    'email-verification',
    'login-form',
    'subscription-form',
    'thank-you-page',
    'seminar-thank-you',
  ],
} as const satisfies Record<string, readonly string[]>;

/** How the bare backend answers every list, configuration, captcha and check. */
const ANSWERS: Readonly<Record<'{}' | 404 | 500, [how: string, settings: BareSettings]>> = {
  '{}': ['answering {} to every list, configuration, captcha and check', {}],
  404: ['without any list, configuration, captcha or check (404)', { failing: 404 }],
  500: ['failing every list, configuration, captcha and check (500)', { failing: true }],
};

/** One test per tag of the group, the bare backend's own answers as `answers` says. */
export function describeBareWalks(group: keyof typeof WALK_GROUPS, answers: keyof typeof ANSWERS): void {
  const tags: readonly string[] = WALK_GROUPS[group];
  const [how, settings] = ANSWERS[answers];
  describe(`forms against a bare API written from the spec, ${how}`, function () {
    this.timeout(40_000);
    onBarePage();

    for (const [tag, walk] of Object.entries(SUBMITTING).filter(([tag]) => tags.includes(tag))) {
      const steps = walk.then ? `, step by step,` : '';
      it(`<${tag}> sends ${finalRequest(walk)} with the spec's payload${steps} and shows "${walk.title}"`, async () => {
        const { host, sent, events, ids } = await walkToEnd(walk, settings);
        const xsrfTokens = await xsrfTokensIssued();
        for (const [specPath, request] of sent) expectSpecPayload(request, specPath, xsrfTokens);
        expect(events.filter(({ type }) => type === 'form-error')).to.deep.equal([]);
        if (walk.signups) expect(window.dataLayer).to.deep.include({ event: 'Registration Success', ...ids });
        await waitUntil(() => headingText(host) === walk.title, `the heading is "${headingText(host)}"`);
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
 * Inside a `describe`: its forms talk to the bare backend; each test starts with an empty data
 * layer and no country list kept from another, and ends with its forms removed and the page's
 * URL and the backend's settings as they were.
 */
export function onBarePage(): void {
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
}

/** Each step a walk shows, and what is typed there (nothing on the step where the flow ends). */
export type Steps = readonly (readonly [step: string, values?: Values])[];

/**
 * Mounts the tag on a page whose URL has `?geoip=GB` (and `search`), its events recorded (its
 * form-success cancelled by mountForm: a redirect never takes the test page away).
 */
export async function mountOnBarePage(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's props
  definition: ElementDefinition<any>,
  attributes: Record<string, string> = {},
  search = '',
) {
  history.replaceState(null, '', `?geoip=GB${search}`);
  const host = await mountForm(definition, {
    // The GeeTest stand-in is loaded only for a captcha the API issued: the bare API issues none.
    'captcha-src': '/no-captcha-expected.js',
    ...attributes,
  });
  return { host, events: recordFormEvents(host) };
}

/** Waits until the step's form shows field `name` (a configured step's fields come from the API). */
export const waitForField = (host: FormHost, name: string) =>
  waitUntil(() => stepForm(host)?.querySelector(`[data-field="${name}"]`), `no field ${name} shown`, {
    timeout: 5000,
  });

/** What each field holds: its text, its option, or whether it is ticked. */
export const fieldValues = (host: FormHost, names: readonly string[]) =>
  Object.fromEntries(
    names.map((name) => {
      const control = fieldControl(host, name);
      return [name, control.type === 'checkbox' ? control.checked : control.value];
    }),
  );

/** Shows each step in turn, typing its values and sending it as a visitor does. */
export async function walkSteps(host: FormHost, steps: Steps): Promise<void> {
  for (const [step, values] of steps) {
    await waitForStep(host, step);
    if (!values) continue;
    await waitForField(host, Object.keys(values)[0]!);
    await fillForm(host, values);
    await submitForm(host);
  }
}

/** The request that ends the walk, as the spec writes it. */
export const finalRequest = (walk: SubmittingWalk): string => walk.then?.at(-1)?.request ?? walk.request;

/**
 * Mounts the walk's tag on a page whose URL has `?geoip=GB`, then types each step's values and
 * sends it, the bare backend answering as `settings` says and each step's own request with
 * success (a sign-up with new profile and client ids); returns the form, the request each step
 * sent (with its path as the spec writes it), the form's events and those ids. Fails unless each
 * step sent one request and the form moved on to the step the walk names.
 */
async function walkToEnd(walk: SubmittingWalk, settings: BareSettings) {
  const ids: Ids = { profile_id: uniqueName('p'), client_id: uniqueName('c') };
  const firstPath = methodAndPath(walk.request)[1];
  const answers = Object.fromEntries([
    ...[walk, ...(walk.then ?? [])].map(({ request }) => [methodAndPath(request)[1], { body: {} }]),
    ...(walk.profile ? [[firstPath, { body: { profile_id: ids.profile_id } }]] : []),
    ...(walk.signups ?? []).map((path) => [path, { body: ids }]),
  ]);
  await setBareBackend({ ...settings, answers: { ...answers, ...settings.answers } });
  const { host, events } = await mountOnBarePage(walk.definition, walk.attributes, walk.search);
  const first = { ...walk, sent: (typed: string | boolean) => (walk.sent ?? ((value) => value))(typed) };
  const sent = [await sendStep(host, first, walk.match ?? 'email')];
  for (const step of walk.then ?? []) {
    const profile = (_typed: string | boolean, { profile_id }: Ids) => profile_id;
    sent.push(await sendStep(host, { sent: profile, ...step }, step.match ?? 'profile_id', ids));
  }
  return { host, sent, events, ids };
}

/** Types the step's values, sends it and waits for its next step; the one request it sent. */
async function sendStep(
  host: FormHost,
  step: Omit<LaterStep, 'sent'> & { sent: NonNullable<LaterStep['sent']> },
  match: string,
  ids?: Ids,
): Promise<[specPath: string, request: BareRequest]> {
  const [method, specPath] = methodAndPath(step.request);
  const values = step.values();
  await waitForField(host, Object.keys(values)[0]!);
  const since = await lastBareRequestId();
  await fillForm(host, values);
  await submitForm(host);
  await waitForStep(host, step.next);

  const requests = (await bareRequests(since)).filter(({ path }) => path === (step.sentPath ?? specPath));
  expect(requests, `one ${step.request}`).to.have.length(1);
  const [request] = requests as [BareRequest];
  expect(request).to.include({ method, status: 200 });
  if (method !== 'GET') expect(request.body?.[match], match).to.equal(step.sent(values[match]!, ids!));
  return [specPath, request];
}

/** The tokens the bare backend's token endpoint answered this file (docs/RULES.md §6). */
async function xsrfTokensIssued(): Promise<string[]> {
  const answers = (await bareRequests()).filter(({ path }) => path === '/utils/xsrf').map(({ response }) => response);
  return answers.map((answer) => (answer as { token: string }).token);
}
