import { expect } from '@open-wc/testing';
import { formApis } from '../../forms/apis';
import { accountSignup, receivedRequests, switchFault, TIMEZONE, uniqueEmail } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { COUNTRIES_PATH } from '../../forms/countries';
import { leadSignupForm } from './lead-signup-form.element';

const LEAD_SIGNUP = '/utils/custom-forms/signup/lead-signup';
const LEAD_ACTIVATE = '/utils/custom-forms/signup/lead-activate';

const mountLeadForm = (attributes: Record<string, string> = {}) =>
  forms.mountForm(leadSignupForm, attributes, { step: 'signup' });

const shownFields = (host: forms.FormHost) =>
  [...forms.stepForm(host)!.querySelectorAll<HTMLElement>('[data-field]')].map((field) => field.dataset.field);

async function signUpAsLead(host: forms.FormHost, email: string) {
  await forms.completeStep(host, { first_name: 'Ada', email, country: 'GB', terms: true }, 'activate');
}

describe('<lead-signup-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => mountLeadForm());

  it('sends the lead with timezone and referral cookies, then opens the account with the lead’s profile_id', async () => {
    const host = await mountLeadForm();
    const events = forms.recordFormEvents(host);
    expect(shownFields(host)).to.deep.equal(['first_name', 'email', 'country', 'phone', 'terms', 'marketing']);
    const email = uniqueEmail('lead');
    document.cookie = 'ref_id=20973; path=/';
    document.cookie = 'raf_code=FRIEND; path=/';
    try {
      await signUpAsLead(host, email);
    } finally {
      document.cookie = 'ref_id=; max-age=0; path=/';
      document.cookie = 'raf_code=; max-age=0; path=/';
    }
    const signup = await forms.postedOnce(LEAD_SIGNUP, records.since);
    expect(signup.body).to.include({
      first_name: 'Ada',
      email,
      country: 'GB',
      terms: true,
      marketing: false,
      ref_id: '20973',
      raf_code: 'FRIEND',
      timezone: TIMEZONE,
    });
    const profileId = forms.answeredProfileId(signup);
    expect(forms.headingText(host)).to.equal('Open your account now');
    expect(forms.fieldControl(host, 'password').autocomplete).to.equal('new-password');
    await expect(host).to.be.accessible();

    await forms.completeStep(host, { password: 'Trader2024', password_confirm: 'Trader2024' }, 'account-ready');
    const [activation] = await receivedRequests({ path: LEAD_ACTIVATE, since: records.since });
    expect(activation).to.include({ method: 'PATCH', status: 200 });
    expect(activation!.body).to.deep.equal({
      profile_id: profileId,
      password: '********',
      password_confirm: '********',
    });
    expect(forms.headingText(host)).to.equal('Your account is open');
    const success = events.find(({ type }) => type === 'form-success');
    expect((success!.detail as { data: object }).data).to.include({ profile_id: profileId, status: 'client' });
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'lead-signup-form', step: 'activate' });
  });

  it('ends with the thank-you message, a success with the lead, and no activation on "Not now"', async () => {
    const host = await mountLeadForm();
    await signUpAsLead(host, uniqueEmail('later'));
    const [signup] = await receivedRequests({ path: LEAD_SIGNUP, since: records.since });
    const profileId = forms.answeredProfileId(signup);
    const events = forms.recordFormEvents(host);
    host.shadowRoot.querySelector<HTMLButtonElement>('[part="switch"]')!.click();
    await forms.waitForStep(host, 'thank-you');
    expect(forms.headingText(host)).to.equal('Thank you');
    const success = events.find(({ type }) => type === 'form-success');
    expect((success?.detail as { data: { profile_id: number } }).data.profile_id).to.equal(profileId);
    expect(sessionStorage.length, 'nothing kept once the flow ended').to.equal(0);
    const activations = await receivedRequests({ path: LEAD_ACTIVATE, since: records.since });
    expect(activations.filter(({ body }) => body?.profile_id === profileId)).to.be.empty;
  });

  it('with kind="with-demo" asks for the account fields and ends with the account open', async () => {
    const host = await mountLeadForm({ kind: 'with-demo' });
    expect(shownFields(host)).to.deep.equal([
      'first_name',
      'last_name',
      'email',
      'country',
      'phone',
      'password',
      'terms',
      'marketing',
    ]);
    const account = accountSignup(uniqueEmail('with-demo'));
    await forms.completeStep(host, account, 'account-ready');
    const signup = await forms.postedOnce('/utils/custom-forms/signup-lead-with-demo', records.since);
    expect(signup.body).to.include({ email: account.email, last_name: 'Lovelace', phone: '+447700900123' });
    expect(signup.body).not.to.have.property('timezone');
  });

  it('with kind="email" asks for the email and terms only, then offers the activation', async () => {
    const host = await mountLeadForm({ kind: 'email' });
    expect(shownFields(host)).to.deep.equal(['email', 'terms']);
    const email = uniqueEmail('email-lead');
    await forms.completeStep(host, { email, terms: true }, 'activate');
    const [signup] = await receivedRequests({ path: '/utils/custom-forms/email/signup', since: records.since });
    expect(signup.body).to.include({ email, terms: true }).and.to.have.property('timezone');
  });

  it('ends with the thank-you message, offering no activation, when the email already has an account', async () => {
    const client = accountSignup();
    await formApis().forms.signup(client);
    const host = await mountLeadForm();
    await forms.completeStep(host, { first_name: 'Ada', email: client.email, country: 'GB', terms: true }, 'thank-you');
    const [signup] = await receivedRequests({ path: LEAD_SIGNUP, since: records.since });
    expect(signup.response).to.have.nested.property('data.status', 'client');
  });

  it('shows the server’s field errors next to the fields and keeps the values', async () => {
    const host = await mountLeadForm();
    const email = uniqueEmail('rejected');
    await forms.fillForm(host, { first_name: 'Ada', email, country: 'GB', terms: true });
    await switchFault({ mode: 'field-errors', path: LEAD_SIGNUP, body: { email }, times: 1 });
    expect(await forms.sendForFieldError(host, 'email')).to.equal('The server rejected this value (demo fault)');
    expect(forms.fieldErrorText(host, 'first_name')).to.equal('The server rejected this value (demo fault)');
    expect(forms.fieldControl(host, 'email').value).to.equal(email);
    expect(forms.fieldControl<HTMLSelectElement>(host, 'country').value).to.equal('GB');
    expect(forms.headingText(host)).to.equal('Get started');
  });

  forms.describeFormContract('signup', {
    mount: () => mountLeadForm(),
    values: () => ({ first_name: 'Ada', email: uniqueEmail('lead'), country: 'GB', terms: true }),
    path: LEAD_SIGNUP,
    next: 'activate',
    lists: [COUNTRIES_PATH],
  });
});
