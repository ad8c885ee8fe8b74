import { expect } from '@open-wc/testing';
import { acceptedRequests, uniqueEmail } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { subscriptionForm } from './subscription-form.element';

/** The requests to `path` the server accepted for `email`. */
const accepted = async (path: string, since: number, email: string) =>
  (await acceptedRequests({ path, since })).filter(({ body }) => body?.email === email);

describe('<subscription-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => forms.mountForm(subscriptionForm));

  it('subscribes to the newsletter with the email and the terms, then thanks', async () => {
    const host = await forms.mountForm(subscriptionForm);
    const events = forms.recordFormEvents(host);
    const email = uniqueEmail('news');
    await forms.completeStep(host, { email, terms: true }, 'done');
    const [subscribe, ...more] = await accepted('/api/subscribe', records.since, email);
    expect(more).to.be.empty;
    expect(subscribe).to.include({ method: 'POST', status: 200 });
    expect(subscribe!.body).to.deep.equal({ email, terms: true });
    expect(forms.headingText(host)).to.equal('You are subscribed');
    expect(events.map(({ type }) => type)).to.include('form-success');
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'subscription-form', step: 'subscribe' });
  });

  it('asks for the marketing consent itself with kind="marketing"', async () => {
    const host = await forms.mountForm(subscriptionForm, { kind: 'marketing' });
    const email = uniqueEmail('marketing');
    await forms.fillForm(host, { email });
    await forms.sendForFieldError(host, 'marketing');
    await forms.completeStep(host, { marketing: true }, 'done');
    const [consent] = await accepted('/fcm-forms/marketing-emails', records.since, email);
    expect(consent!.body).to.deep.equal({ email, marketing: true });
    expect(consent!.response).to.deep.equal({ data: { subscribed: true } });
  });

  forms.describeFormContract('subscribe', {
    mount: () => forms.mountForm(subscriptionForm),
    values: () => ({ email: uniqueEmail('news'), terms: true }),
    path: '/api/subscribe',
    next: 'done',
  });
});
