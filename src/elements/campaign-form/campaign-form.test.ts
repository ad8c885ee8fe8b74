import { expect, waitUntil } from '@open-wc/testing';
import { captureConsole } from '../../test/harness';
import { receivedRequests, switchFault, uniqueEmail } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { COUNTRIES_PATH } from '../../forms/countries';
import { campaignForm } from './campaign-form.element';

const CAMPAIGN_SIGNUP = '/api/campaign/signup';

const mountCampaignForm = (attributes: Record<string, string> = {}) =>
  forms.mountForm(campaignForm, attributes, { step: 'signup' });

async function join(host: forms.FormHost, email = uniqueEmail('campaign')) {
  await forms.fillForm(host, { first_name: 'Hedy', email, country: 'ES', terms: true });
  await forms.submitForm(host);
  return email;
}

describe('<campaign-form>', () => {
  const records = forms.formTestHooks();

  forms.describeFormContract('signup', {
    mount: () => mountCampaignForm({ campaign: 'spring-contest' }),
    values: () => ({ first_name: 'Hedy', email: uniqueEmail('campaign'), country: 'ES', terms: true }),
    path: CAMPAIGN_SIGNUP,
    next: 'thank-you',
    lists: [COUNTRIES_PATH],
  });

  forms.describePhoneLayout(() => mountCampaignForm({ campaign: 'spring-contest' }));

  it('signs up for the campaign of its attribute on the user-account API', async () => {
    const errors = captureConsole();
    let host: forms.FormHost;
    try {
      host = await mountCampaignForm({ campaign: 'spring-contest' });
    } finally {
      errors.restore();
    }
    expect(errors.messages).to.be.empty;
    const events = forms.recordFormEvents(host);
    await expect(host).to.be.accessible();
    const email = await join(host);
    await forms.waitForStep(host, 'thank-you');
    const [request, ...more] = await receivedRequests({ path: CAMPAIGN_SIGNUP, since: records.since });
    expect(more).to.be.empty;
    expect(request).to.include({ api: 'account', method: 'POST', status: 200 });
    expect(request!.body).to.include({
      first_name: 'Hedy',
      email,
      country: 'ES',
      terms: true,
      campaign: 'spring-contest',
    });
    expect(request!.body).not.to.have.property('timezone');
    expect(forms.headingText(host)).to.equal('You are in');
    expect(events.filter(({ type }) => type === 'form-success')).to.have.length(1);
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'campaign-form', step: 'signup' });
  });

  it('without a campaign logs the problem when it starts, and still sends the sign-up without one', async () => {
    const errors = captureConsole();
    let host: forms.FormHost;
    try {
      host = await mountCampaignForm();
    } finally {
      errors.restore();
    }
    expect(errors.messages).to.deep.equal([
      '<campaign-form>: no "campaign" attribute: sign-ups are sent without a campaign and credited to none.',
    ]);
    const email = await join(host);
    await forms.waitForStep(host, 'thank-you');
    const [request] = await receivedRequests({ path: CAMPAIGN_SIGNUP, since: records.since });
    expect(request!.body).to.include({ email }).and.not.to.have.property('campaign');
  });

  it('shows the server’s field errors next to the fields and keeps the values', async () => {
    const host = await mountCampaignForm({ campaign: 'spring-contest' });
    await switchFault({ mode: 'field-errors', path: CAMPAIGN_SIGNUP, times: 1 });
    const email = await join(host);
    await waitUntil(() => forms.fieldErrorText(host, 'country'), 'no country error');
    expect(forms.fieldErrorText(host, 'email')).to.equal('The server rejected this value (demo fault)');
    expect(forms.fieldControl(host, 'email').value).to.equal(email);
    expect(forms.fieldControl<HTMLSelectElement>(host, 'country').value).to.equal('ES');
    expect(forms.headingText(host)).to.equal('Join the campaign');
  });
});
