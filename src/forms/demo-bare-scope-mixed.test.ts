/**
 * The demo's mixed bare scopes (demo/backend/forms/bare-variants.mjs) answer the sign-ups and fail
 * every other call: on `bare-ids-then-500` signup-form's step 2, whose configuration fails, is no
 * step (issue #37): the sign-up ends in one form-success; partner-signup-form's step 2 (no
 * configuration: its sign-up's profile_id opens it) fails, keeping what was typed, and sends again;
 * `bare-otp-then-500` issues a code whose SMS request fails.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { signupForm } from '../elements/signup-form/signup-form.element';
import { partnerSignupForm } from '../elements/partner-signup-form/partner-signup-form.element';
import { account, fieldValues, waitForField } from '../test/bare-walks';
import { arrivedAt, receivedAt, useBareScope } from '../test/demo-bare-scopes';
import { lastReceivedId, receivedRequests } from '../test/forms-backend';
import { alertText, fillForm, mountForm, recordFormEvents, removeForms, submitForm, waitForStep } from '../test/forms';

const SCOPE = 'bare-ids-then-500';
const SIGNUP_STEP_2 = '/utils/custom-forms/signup/signup-step-2';
const PARTNER_STEP_2 = '/utils/custom-forms/partner/step2';

describe("the demo backend's mixed bare scopes", function () {
  this.timeout(20_000);
  let base = '';
  before(async () => (base = await useBareScope(SCOPE)));
  afterEach(removeForms);

  it("bare-ids-then-500 ends the sign-up in one form-success: step 2's failing configuration is no step 2", async () => {
    const since = await lastReceivedId();
    const host = await mountForm(signupForm);
    const events = recordFormEvents(host);
    await fillForm(host, account());
    await submitForm(host);
    await waitForStep(host, 'thank-you');
    const asked = (await receivedRequests({ since, scope: SCOPE })).map(({ path }) => path);
    expect(asked).to.include('/fcm-forms/config/signup-step-2');
    expect(asked).to.not.include('/auth/send_onetime_auth_sms/');
    expect(asked).to.not.include(SIGNUP_STEP_2);
    const successes = events.filter(({ type }) => type === 'form-success');
    expect(successes).to.have.length(1);
    expect(successes[0]!.detail).to.include({ profile_id: 'p-bare', client_id: 'c-bare' });
  });

  it('bare-ids-then-500 takes the partner sign-up to its step 2, whose failure keeps what was typed and sends again', async () => {
    const since = await lastReceivedId();
    const host = await mountForm(partnerSignupForm);
    const events = recordFormEvents(host);
    await fillForm(host, { ...account(), company: 'Analytical Engines Ltd' });
    await submitForm(host);
    await waitForStep(host, 'step-2');
    const typed = { audience: 'community', audience_size: '1k-10k' };
    await waitForField(host, 'audience');
    await fillForm(host, typed);
    const filled = fieldValues(host, Object.keys(typed));
    await submitForm(host);
    await waitUntil(() => alertText(host), 'no alert');
    expect(fieldValues(host, Object.keys(typed))).to.deep.equal(filled);
    await submitForm(host);
    await arrivedAt(SCOPE, PARTNER_STEP_2, since, 2);
    const step2 = await receivedAt(SCOPE, PARTNER_STEP_2, since);
    expect(step2.map(({ status }) => status)).to.deep.equal([500, 500]);
    expect(step2[0]!.body).to.include({ profile_id: 'p-bare' });
    expect(events.filter(({ type }) => type === 'form-success')).to.deep.equal([]);
  });

  it('bare-otp-then-500 answers the sign-up with a code and fails the SMS', async () => {
    const otpBase = base.replace(SCOPE, 'bare-otp-then-500');
    const post = (path: string, body: unknown) =>
      fetch(`${otpBase}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const signup = await post('/fcm-forms/signup', account());
    expect(signup.status).to.equal(200);
    expect(await signup.json()).to.include({ profile_id: 'p-bare', otp_code_id: 'o-bare' });
    expect((await post('/auth/send_onetime_auth_sms/', { otp_code_id: 'o-bare' })).status).to.equal(500);
  });
});
