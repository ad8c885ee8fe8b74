/**
 * Issue #29, the other half of bare-backend-answers.test.ts: each multi-step tag against the bare
 * backend (src/test/bare-backend.mjs) with one step's request failing (500). The form shows an
 * error, stays on that step with what was typed still in its fields, and sending again sends the
 * request again and the flow goes on to its end: one form-success.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { bareRequests, lastBareRequestId, setBareBackend, type BareSettings } from '../test/bare-backend';
import {
  mountOnBarePage,
  onBarePage,
  signupStep2,
  SUBMITTING,
  waitForField,
  walkSteps,
  type Steps,
  type Values,
} from '../test/bare-walks';
import { alertText, fieldControl, fillForm, stepOf, submitForm, waitForStep, type FormHost } from '../test/forms';

interface Retry {
  /** The tag, as the bare walks mount it and fill in its steps (src/test/bare-walks.ts). */
  tag: string;
  /** How the other calls answer; the failing one too once it is sent again. */
  answers?: BareSettings['answers'];
  /** The steps sent before the failing one. */
  before?: Steps;
  /** The step whose request fails, and that request's path as the spec writes it (and as sent). */
  step: string;
  fails: string;
  sentPath?: string;
  /** The steps after it; the last is where the flow ends. */
  after: Steps;
}

const IDS = { profile_id: 'p2', client_id: 'c2' };
const thankYou: Steps = [['thank-you']];
/** The tag's steps after the first, as the bare walks fill them in. */
const laterValues = (tag: string, index = 0): Values => SUBMITTING[tag]!.then![index]!.values();

const RETRIES: readonly Retry[] = [
  {
    tag: 'signup-form',
    answers: { '/fcm-forms/signup': { body: IDS } },
    step: 'details',
    fails: '/fcm-forms/signup',
    after: [['step-2', signupStep2()], ['thank-you']],
  },
  {
    tag: 'affiliate-signup-form',
    answers: { '/utils/custom-forms/signup/affiliate-signup': { body: IDS } },
    before: [['signup', SUBMITTING['affiliate-signup-form']!.values()]],
    step: 'step-2',
    fails: '/utils/custom-forms/partner-affiliate/step2',
    after: thankYou,
  },
  { tag: 'education-signup-form', step: 'signup', fails: '/utils/custom-forms/signup', after: thankYou },
  {
    tag: 'trading-central-form',
    answers: { '/utils/fcm-forms/trading-central/register': { body: IDS } },
    before: [['register', SUBMITTING['trading-central-form']!.values()]],
    step: 'step-2',
    fails: '/utils/fcm-forms/trading-central/step2',
    after: thankYou,
  },
  { tag: 'webtrader-form', step: 'demo', fails: '/utils/custom-forms/demo-signup', after: [['done']] },
  {
    tag: 'premium-analytics-form',
    answers: { '/api/user/premium-analytics/register': { body: IDS } },
    step: 'register',
    fails: '/utils/premium-analytics',
    after: thankYou,
  },
  {
    tag: 'email-verification',
    step: 'code',
    fails: '/activation_code/verify/{code}/',
    sentPath: '/activation_code/verify/123456/',
    after: [['verified']],
  },
  {
    tag: 'islamic-account-form',
    step: 'swap-free',
    fails: '/utils/custom-forms/islamic-account/step2',
    after: thankYou,
  },
  { tag: 'expo-registration-form', step: 'register', fails: '/utils/custom-forms/latam-expo', after: thankYou },
  { tag: 'white-label-form', step: 'signup', fails: '/utils/custom-forms/white-label', after: thankYou },
];

/** What each field holds: its text, its option, or whether it is ticked. */
const fieldValues = (host: FormHost, names: readonly string[]) =>
  Object.fromEntries(
    names.map((name) => {
      const control = fieldControl(host, name);
      return [name, control.type === 'checkbox' ? control.checked : control.value];
    }),
  );

describe('multi-step forms against a bare API, a step failing and then sent again', function () {
  this.timeout(40_000);
  onBarePage();

  for (const retry of RETRIES) {
    const walk = SUBMITTING[retry.tag]!;
    it(`<${retry.tag}>: ${retry.fails} failing shows an error on "${retry.step}", keeps what was typed and sends again`, async () => {
      const failing = { [retry.fails]: { status: 500, body: { message: 'Server Error' } } };
      await setBareBackend({ answers: { ...retry.answers, ...failing } });
      const { host, events } = await mountOnBarePage(walk.definition, walk.attributes, walk.search);
      await walkSteps(host, retry.before ?? []);
      const values = retry.before ? laterValues(retry.tag) : walk.values();
      const typed = Object.keys(values);
      await waitForStep(host, retry.step);
      await waitForField(host, typed[0]!);
      await fillForm(host, values);
      const filled = fieldValues(host, typed);
      expect(Object.values(filled), 'every field filled in').to.not.include('');
      await submitForm(host);
      await waitUntil(() => alertText(host), 'no alert');
      expect(stepOf(host)).to.equal(retry.step);
      expect(fieldValues(host, typed), 'what was typed').to.deep.equal(filled);
      const since = await lastBareRequestId();

      await setBareBackend({ answers: retry.answers });
      await submitForm(host);
      await walkSteps(host, retry.after);
      const sentAgain = (await bareRequests(since)).filter(({ path }) => path === (retry.sentPath ?? retry.fails));
      expect(
        sentAgain.map(({ status }) => status),
        'sent again',
      ).to.deep.equal([200]);
      await waitForStep(host, retry.after.at(-1)![0]);
      expect(events.filter(({ type }) => type === 'form-success')).to.have.length(1);
    });
  }
});
