import { expect } from '@open-wc/testing';
import { accountSignupPhoneLast, acceptedRequests, receivedRequests, uniqueEmail } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { COUNTRIES_PATH } from '../../forms/countries';
import { premiumAnalyticsForm as definition } from './premium-analytics-form.element';

const SUBSCRIPTION_PATH = '/utils/premium-analytics';
const DEMO = { email: 'demo@example.com', phone: '+44 7700 900123', password: 'Demo1234' };

const premiumForm = (attributes: Record<string, string>, firstStep: string) =>
  forms.mountForm(definition, attributes, { step: firstStep });

describe('<premium-analytics-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => premiumForm({}, 'register'));

  it('registers, then subscribes the new account with its consent and thanks the visitor', async () => {
    const host = await premiumForm({}, 'register');
    const events = forms.recordFormEvents(host);
    const account = accountSignupPhoneLast(uniqueEmail('premium'));
    await forms.completeStep(host, account, 'thank-you');

    const [register] = await acceptedRequests({ path: '/api/user/premium-analytics/register', since: records.since });
    expect(register).to.include({ method: 'POST', status: 200 });
    expect(register!.body).to.include({ email: account.email, first_name: 'Ada', country: 'GB' });
    const [subscription, ...more] = await acceptedRequests({ path: SUBSCRIPTION_PATH, since: records.since });
    expect(more).to.be.empty;
    expect(subscription!.body).to.deep.equal({ email: account.email, terms: true });
    expect(forms.headingText(host)).to.equal('Welcome to Premium Analytics');
    const success = events.find(({ type }) => type === 'form-success');
    // The subscription's answer, with the registration's ids at the top (a host counts the sign-up).
    const registered = (register!.response as { data?: object }).data ?? (register!.response as object);
    const { profile_id, client_id } = registered as { profile_id: unknown; client_id: unknown };
    expect(success!.detail).to.deep.equal({ data: { accepted: true }, profile_id, client_id });
    expect(window.dataLayer!.some((entry) => entry.event === 'Registration Success')).to.be.true;
    expect(window.dataLayer).to.deep.include({
      event: 'form-success',
      form: 'premium-analytics-form',
      step: 'register',
    });
  });

  it('switches from registering to logging in, and subscribes the account that logged in', async () => {
    const host = await premiumForm({}, 'register');
    const toLogin = host.shadowRoot.querySelector<HTMLButtonElement>('[part="switch"]')!;
    expect(toLogin.textContent).to.equal('I already have an account: log in');
    toLogin.click();
    await forms.waitForStep(host, 'login');
    expect(forms.headingText(host)).to.equal('Log in for Premium Analytics');
    await forms.completeStep(host, { email: DEMO.email, password: DEMO.password, terms: true }, 'thank-you');
    const [login] = await acceptedRequests({ path: '/api/user/premium-analytics/authorise', since: records.since });
    expect(login!.body).to.include({ email: DEMO.email, agent: navigator.userAgent });
    expect(login!.body).to.not.have.property('terms');
    const [subscription] = await acceptedRequests({ path: SUBSCRIPTION_PATH, since: records.since });
    expect(subscription!.body).to.deep.equal({ email: DEMO.email, terms: true });
  });

  it('logs in by phone and subscribes the email of that account', async () => {
    const host = await premiumForm({ mode: 'phone-login' }, 'phone-login');
    expect(host.shadowRoot.querySelector('[part="switch"]')!.textContent).to.equal('No account yet? Register');
    await forms.completeStep(host, { phone: DEMO.phone, password: DEMO.password, terms: true }, 'thank-you');
    const [login] = await acceptedRequests({
      path: '/api/user/premium-analytics/authorise/phone',
      since: records.since,
    });
    expect(login!.body).to.include({ phone: '+447700900123' }); // E.164
    const [subscription] = await acceptedRequests({ path: SUBSCRIPTION_PATH, since: records.since });
    expect(subscription!.body).to.deep.equal({ email: DEMO.email, terms: true });
  });

  it('shows a wrong password above the form, keeps the email and subscribes nobody', async () => {
    const host = await premiumForm({ mode: 'login' }, 'login');
    const toRegister = host.shadowRoot.querySelector<HTMLButtonElement>('[part="switch"]')!;
    expect(toRegister.textContent).to.equal('No account yet? Register');
    await forms.fillForm(host, { email: DEMO.email, password: 'Wrong1234', terms: true });
    expect(await forms.sendForAlert(host)).to.equal('The email or password is incorrect.');
    expect(forms.fieldControl(host, 'email').value).to.equal(DEMO.email);
    expect(await receivedRequests({ path: SUBSCRIPTION_PATH, since: records.since })).to.be.empty;
  });

  it('takes the one-time SMS code an account asks for, then subscribes its email', async () => {
    const host = await premiumForm({ mode: 'login' }, 'login');
    const events = forms.recordFormEvents(host);
    await forms.completeStep(host, { email: 'sms@example.com', password: DEMO.password, terms: true }, 'sms-code');
    const [sms] = await receivedRequests({ path: '/auth/send_onetime_auth_sms/', since: records.since });
    expect(sms!.body).to.have.property('otp_code_id').that.is.a('string');
    expect(await receivedRequests({ path: SUBSCRIPTION_PATH, since: records.since })).to.be.empty;
    await forms.completeStep(host, { code: '123456' }, 'thank-you');
    const [subscription] = await acceptedRequests({ path: SUBSCRIPTION_PATH, since: records.since });
    expect(subscription!.body).to.deep.equal({ email: 'sms@example.com', terms: true });
    expect(events.filter(({ type }) => type === 'form-success')).to.have.length(1);
  });

  forms.describeFormContract('register', {
    mount: () => premiumForm({}, 'register'),
    values: () => accountSignupPhoneLast(uniqueEmail('premium')),
    path: '/api/user/premium-analytics/register',
    next: 'thank-you',
    lists: [COUNTRIES_PATH],
  });
});
