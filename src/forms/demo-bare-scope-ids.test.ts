/**
 * The demo's `bare-ids` scope (demo/backend/forms/bare-variants.mjs): every call answers a
 * sign-up's ids with the email verified and no `otp_code_id`, as issue #29's registration API
 * does; `<signup-form>` goes to step 2 with no SMS request and ends in one form-success.
 */
import { expect } from '@open-wc/testing';
import { signupForm } from '../elements/signup-form/signup-form.element';
import { account } from '../test/bare-walks';
import { lastReceivedId, receivedRequests, sameSiteBackendUrl } from '../test/forms-backend';
import {
  completeStep,
  fillForm,
  mountForm,
  recordFormEvents,
  removeForms,
  submitForm,
  waitForStep,
} from '../test/forms';

describe("the demo backend's bare-ids scope", function () {
  this.timeout(20_000);
  before(async () => {
    const base = `${await sameSiteBackendUrl()}/__scope/bare-ids`;
    Object.assign(document.body.dataset, { formsApi: base, accountApi: base, registrationApi: base });
  });
  afterEach(removeForms);

  it('takes a sign-up without otp_code_id to step 2 without an SMS, then to one form-success', async () => {
    const since = await lastReceivedId();
    const host = await mountForm(signupForm);
    const events = recordFormEvents(host);
    const values = account();
    await fillForm(host, values);
    await submitForm(host);
    await waitForStep(host, 'step-2');
    await completeStep(
      host,
      { birth_date: '05171990', address: '12 Marylebone Road', city: 'London', postcode: 'NW1 5LR' },
      'thank-you',
    );
    const received = await receivedRequests({ since, scope: 'bare-ids' });
    const signup = received.find(({ path, body }) => path === '/fcm-forms/signup' && body?.email === values.email);
    const { profile_id, client_id } = signup!.response as { profile_id: string; client_id: string };
    expect(received.map(({ path }) => path)).to.not.include('/auth/send_onetime_auth_sms/');
    const successes = events.filter(({ type }) => type === 'form-success');
    expect(successes).to.have.length(1);
    expect(successes[0]!.detail).to.include({ profile_id, client_id });
  });
});
