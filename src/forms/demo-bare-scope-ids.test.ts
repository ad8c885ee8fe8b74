/**
 * The demo's `bare-ids` scope (demo/backend/forms/bare-variants.mjs): every call answers a
 * sign-up's ids with the email verified and no `otp_code_id`, as issue #29's registration API
 * does; `<signup-form>`, its step 2's configuration listing no field, ends after the sign-up in one
 * form-success with no SMS request and no step 2 (issue #37).
 */
import { expect } from '@open-wc/testing';
import { signupForm } from '../elements/signup-form/signup-form.element';
import { account } from '../test/bare-walks';
import { lastReceivedId, receivedRequests, sameSiteBackendUrl } from '../test/forms-backend';
import { fillForm, mountForm, recordFormEvents, removeForms, submitForm, waitForStep } from '../test/forms';

describe("the demo backend's bare-ids scope", function () {
  this.timeout(20_000);
  before(async () => {
    const base = `${await sameSiteBackendUrl()}/__scope/bare-ids`;
    Object.assign(document.body.dataset, { formsApi: base, accountApi: base, registrationApi: base });
  });
  afterEach(removeForms);

  it('ends a sign-up without otp_code_id in one form-success, without an SMS or a step 2', async () => {
    const since = await lastReceivedId();
    const host = await mountForm(signupForm);
    const events = recordFormEvents(host);
    const values = account();
    await fillForm(host, values);
    await submitForm(host);
    await waitForStep(host, 'thank-you');
    const received = await receivedRequests({ since, scope: 'bare-ids' });
    const signup = received.find(({ path, body }) => path === '/fcm-forms/signup' && body?.email === values.email);
    const { profile_id, client_id } = signup!.response as { profile_id: string; client_id: string };
    const paths = received.map(({ path }) => path);
    expect(paths).to.not.include('/auth/send_onetime_auth_sms/');
    expect(paths).to.include('/fcm-forms/config/signup-step-2');
    expect(paths).to.not.include('/utils/custom-forms/signup/signup-step-2');
    expect(events.filter(({ type }) => type === 'form-step').map(({ detail }) => detail)).to.deep.equal([
      { form: 'signup-form', step: 'thank-you' },
    ]);
    const successes = events.filter(({ type }) => type === 'form-success');
    expect(successes).to.have.length(1);
    expect(successes[0]!.detail).to.include({ profile_id, client_id });
  });
});
