/**
 * Issue #29, the other half of bare-backend-answers.test.ts: each multi-step tag against the bare
 * backend (src/test/bare-backend.mjs) with one step's request failing (500). The form shows an
 * error, stays on that step with what was typed still in its fields, and sending again sends the
 * request again and the flow goes on to its end: one form-success. A registration that answered is
 * never sent again (a real API would answer "email taken").
 */
import { expect, waitUntil } from '@open-wc/testing';
import { bareRequests, lastBareRequestId, setBareBackend, type BareSettings } from '../test/bare-backend';
import {
  mountOnBarePage,
  onBarePage,
  SUBMITTING,
  waitForField,
  walkSteps,
  fieldValues,
  type Steps,
  type Values,
} from '../test/bare-walks';
import { alertText, fillForm, stepOf, submitForm, waitForStep } from '../test/forms';

interface Retry {
  /** The tag, as the bare walks mount it and fill in its steps (src/test/bare-walks.ts). */
  tag: string;
  /** How the other calls answer; the failing one too once it is sent again. */
  answers?: BareSettings['answers'];
  /** The steps sent before the failing one. */
  before?: Steps;
  /** The step whose request fails, what is typed there, and that request's path as the spec writes it (and as sent). */
  step: string;
  values: Values;
  fails: string;
  sentPath?: string;
  /** The steps after it; the last is where the flow ends. */
  after: Steps;
}

const IDS = { profile_id: 'p2', client_id: 'c2' };
const thankYou: Steps = [['thank-you']];
const pathOf = (call: string) => call.split(' ')[1]!;

/** The tag's request as the bare walks send it fails on its first step, `step`. */
function firstFailing(tag: string, step: string, after = thankYou): Retry {
  const { values, request, sentPath } = SUBMITTING[tag]!;
  return { tag, step, values: values(), fails: pathOf(request), sentPath, after };
}

/** The tag's sign-up on step `first` answers ids; its step 2 fails. */
function step2Failing(tag: string, first: string): Retry {
  const { values, request, then } = SUBMITTING[tag]!;
  const [step2] = then!;
  return {
    tag,
    answers: { [pathOf(request)]: { body: IDS } },
    before: [[first, values()]],
    step: 'step-2',
    values: step2!.values(),
    fails: pathOf(step2!.request),
    after: thankYou,
  };
}

const RETRIES: readonly Retry[] = [
  {
    ...firstFailing('signup-form', 'details'),
    answers: { '/fcm-forms/signup': { body: IDS } },
  },
  step2Failing('affiliate-signup-form', 'signup'),
  firstFailing('education-signup-form', 'signup'),
  step2Failing('trading-central-form', 'register'),
  firstFailing('webtrader-form', 'demo', [['done']]),
  {
    ...firstFailing('premium-analytics-form', 'register'),
    answers: { '/api/user/premium-analytics/register': { body: IDS } },
  },
  firstFailing('email-verification', 'code', [['verified']]),
  firstFailing('islamic-account-form', 'swap-free'),
  firstFailing('expo-registration-form', 'register'),
  firstFailing('white-label-form', 'signup'),
];

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
      const { values } = retry;
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
      const requests = await bareRequests(since);
      const sentAgain = requests.filter(({ path }) => path === (retry.sentPath ?? retry.fails));
      expect(
        sentAgain.map(({ status }) => status),
        'sent again',
      ).to.deep.equal([200]);
      const registered = Object.keys(retry.answers ?? {}).filter((path) => path !== retry.fails);
      expect(
        requests.filter(({ path }) => registered.includes(path)),
        'a registration that answered, sent again',
      ).to.deep.equal([]);
      expect(events.filter(({ type }) => type === 'form-success')).to.have.length(1);
    });
  }
});
