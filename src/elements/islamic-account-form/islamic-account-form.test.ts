import { expect } from '@open-wc/testing';
import { payloadOf } from '../../forms/answers';
import { formApis } from '../../forms/apis';
import { captureConsole } from '../../test/harness';
import { accountSignup, receivedRequests } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { islamicAccountForm } from './islamic-account-form.element';

const ISLAMIC_STEP_2 = '/utils/custom-forms/islamic-account/step2';
const REQUEST = { swap_free: true, birth_date: '05171990' };

/** A sign-up made the way the site's sign-up form makes it: its profile id is what the email links with. */
async function signedUpProfileId(): Promise<string> {
  return String(payloadOf(await formApis().forms.signup(accountSignup())).profile_id);
}

const mountIslamicForm = (attributes: Record<string, string> = {}) => forms.mountForm(islamicAccountForm, attributes);

describe('<islamic-account-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(async () => {
    const host = await mountIslamicForm({ 'profile-id': await signedUpProfileId() });
    await forms.waitForStep(host, 'swap-free');
    return host;
  });

  it('sends the swap-free request with the profile id of its attribute', async () => {
    const profileId = await signedUpProfileId();
    const host = await mountIslamicForm({ 'profile-id': profileId });
    const events = forms.recordFormEvents(host);
    await forms.waitForStep(host, 'swap-free');
    expect(forms.fieldControl(host, 'swap_free').labels![0]!.textContent).to.equal(
      'I request a swap-free account in line with my faith',
    );
    await expect(host).to.be.accessible();
    await forms.completeStep(host, REQUEST, 'thank-you');
    const [request] = await receivedRequests({ path: ISLAMIC_STEP_2, since: records.since });
    expect(request).to.include({ method: 'POST', status: 200 });
    expect(request!.body).to.deep.equal({ profile_id: profileId, swap_free: true, birth_date: '1990-05-17' });
    expect(forms.headingText(host)).to.equal('We received your request');
    expect(events.map(({ type }) => type)).to.include('form-success');
  });

  it('takes the profile id from the page URL when the attribute is absent', async () => {
    const profileId = await signedUpProfileId();
    const page = location.href;
    const url = new URL(page);
    url.searchParams.set('profile_id', profileId);
    history.replaceState(null, '', url);
    try {
      const host = await mountIslamicForm();
      await forms.waitForStep(host, 'swap-free');
      await forms.completeStep(host, REQUEST, 'thank-you');
    } finally {
      history.replaceState(null, '', page);
    }
    const [request] = await receivedRequests({ path: ISLAMIC_STEP_2, since: records.since });
    expect(request!.body).to.include({ profile_id: profileId });
  });

  it('shows no form without a profile id, explains the link is incomplete and logs why', async () => {
    const errors = captureConsole();
    try {
      const host = await mountIslamicForm();
      await forms.waitForStep(host, 'incomplete-link');
      expect(forms.stepForm(host)).to.be.null;
      expect(forms.headingText(host)).to.equal('This link is incomplete');
    } finally {
      errors.restore();
    }
    expect(errors.messages).to.deep.equal([
      '<islamic-account-form>: no profile id: set the "profile-id" attribute or link to the page with ?profile_id=.',
    ]);
  });

  it('shows the server’s answer above the form when the sign-up has expired, and keeps the values', async () => {
    const host = await mountIslamicForm({ 'profile-id': '999999999' });
    await forms.waitForStep(host, 'swap-free');
    await forms.fillForm(host, REQUEST);
    expect(await forms.sendForAlert(host)).to.equal('This sign-up has expired: please start again');
    expect(forms.fieldControl(host, 'swap_free').checked).to.be.true;
    expect(forms.fieldControl(host, 'birth_date').value).to.equal('1990-05-17');
  });
});
