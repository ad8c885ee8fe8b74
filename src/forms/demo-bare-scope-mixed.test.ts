/**
 * The demo's mixed bare scopes (demo/backend/forms/bare-variants.mjs) answer the sign-ups and fail
 * every other call: on `bare-ids-then-500` the sign-up opens step 2 without a code step, and step
 * 2's failure keeps what was typed and sends again; `bare-otp-then-500` issues a code whose SMS
 * request fails.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { signupForm } from '../elements/signup-form/signup-form.element';
import { account, signupStep2, fieldValues, waitForField } from '../test/bare-walks';
import { arrivedAt, receivedAt, useBareScope } from '../test/demo-bare-scopes';
import { lastReceivedId, receivedRequests } from '../test/forms-backend';
import { alertText, fillForm, mountForm, recordFormEvents, removeForms, submitForm, waitForStep } from '../test/forms';

const SCOPE = 'bare-ids-then-500';
const STEP_2 = '/utils/custom-forms/signup/signup-step-2';

describe("the demo backend's mixed bare scopes", function () {
  this.timeout(20_000);
  let base = '';
  before(async () => (base = await useBareScope(SCOPE)));
  afterEach(removeForms);

  it('bare-ids-then-500 takes the sign-up to step 2, whose failure keeps what was typed and sends again', async () => {
    const since = await lastReceivedId();
    const host = await mountForm(signupForm);
    const events = recordFormEvents(host);
    await fillForm(host, account());
    await submitForm(host);
    await waitForStep(host, 'step-2');
    await waitForField(host, 'birth_date');
    await fillForm(host, signupStep2());
    const filled = fieldValues(host, Object.keys(signupStep2()));
    await submitForm(host);
    await waitUntil(() => alertText(host), 'no alert');
    expect(fieldValues(host, Object.keys(signupStep2()))).to.deep.equal(filled);
    await submitForm(host);
    await arrivedAt(SCOPE, STEP_2, since, 2);
    const step2 = await receivedAt(SCOPE, STEP_2, since);
    expect(step2.map(({ status }) => status)).to.deep.equal([500, 500]);
    expect(step2[0]!.body).to.include({ profile_id: 'p-bare' });
    const asked = (await receivedRequests({ since, scope: SCOPE })).map(({ path }) => path);
    expect(asked).to.not.include('/auth/send_onetime_auth_sms/');
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
