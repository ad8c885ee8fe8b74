import { expect } from '@open-wc/testing';
import { receivedRequests, uniqueEmail } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { COUNTRIES_PATH } from '../../forms/countries';
import { webtraderForm } from './webtrader-form.element';

const DEMO = { email: 'demo@example.com', password: 'Demo1234' };

type Success = { redirect_url: string; profile_id?: number; client_id?: number };

const webtraderFormWith = (attributes: Record<string, string> = {}) => forms.mountForm(webtraderForm, attributes);

describe('<webtrader-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => webtraderFormWith());

  const switchButton = (host: forms.FormHost) => host.shadowRoot.querySelector<HTMLButtonElement>('[part="switch"]')!;
  const successOf = (events: ReturnType<typeof forms.recordFormEvents>) =>
    events.find(({ type }) => type === 'form-success')?.detail as Success | undefined;

  it('logs in and sends the visitor to platform-url', async () => {
    const host = await webtraderFormWith({ 'platform-url': '/trade/web' });
    const events = forms.recordFormEvents(host);
    expect(forms.headingText(host)).to.equal('Log in to the web platform');
    await expect(host).to.be.accessible();
    await forms.completeStep(host, DEMO, 'done');
    const logins = await receivedRequests({ path: '/api/user/authorise', since: records.since });
    // The first call of a fresh page may meet 403 and come again with a fresh XSRF token.
    const login = logins
      .filter((request) => request.path === '/api/user/authorise' && request.body?.email === DEMO.email)
      .at(-1);
    expect(login).to.include({ method: 'POST', status: 200 });
    // The server's own redirect_url (/webtrader) gives way to the element's platform URL.
    expect(successOf(events)).to.include({ redirect_url: '/trade/web', email: DEMO.email });
    expect(forms.headingText(host)).to.equal('Opening the platform…');
  });

  it('opens a free demo through the switch, and to the default platform URL', async () => {
    const host = await webtraderFormWith();
    const events = forms.recordFormEvents(host);
    expect(switchButton(host).textContent).to.equal('No account? Open a free demo');
    switchButton(host).click();
    await forms.waitForStep(host, 'demo');
    expect(forms.headingText(host)).to.equal('Try the web platform with a free demo');
    const email = uniqueEmail('webtrader-demo');
    await forms.completeStep(
      host,
      { first_name: 'Ada', email, country: 'GB', phone: '7700 900123', terms: true },
      'done',
    );
    const signups = await receivedRequests({ path: '/utils/custom-forms/demo-signup', since: records.since });
    const signup = signups.find((request) => request.body?.email === email);
    expect(signup).to.include({ method: 'POST', status: 200 });
    expect(signup!.body).to.include({ first_name: 'Ada', phone: '+447700900123', country: 'GB', terms: true });
    expect(successOf(events)).to.include({ redirect_url: '/webtrader' });
    expect(successOf(events)!.profile_id).to.be.a('number');
  });

  it('starts at the demo in demo mode, and switches back to the login', async () => {
    const host = await webtraderFormWith({ mode: 'demo' });
    await forms.waitForStep(host, 'demo');
    expect(switchButton(host).textContent).to.equal('Already a client? Log in');
    switchButton(host).click();
    await forms.waitForStep(host, 'login');
    expect(forms.fieldControl(host, 'password').autocomplete).to.equal('current-password');
  });

  it('shows the server message on a wrong password, keeps the email and stays', async () => {
    const host = await webtraderFormWith();
    const events = forms.recordFormEvents(host);
    await forms.fillForm(host, { email: DEMO.email, password: 'Wrong1234' });
    expect(await forms.sendForAlert(host)).to.equal('The email or password is incorrect.');
    expect(forms.fieldControl(host, 'email').value).to.equal(DEMO.email);
    expect(successOf(events)).to.equal(undefined);
    expect(host.shadowRoot.querySelector<HTMLElement>('[data-step]')!.dataset.step).to.equal('login');
  });

  it('asks for the SMS code when the account requires it before opening the platform', async () => {
    const host = await webtraderFormWith();
    const events = forms.recordFormEvents(host);
    await forms.completeStep(host, { email: 'sms@example.com', password: 'Demo1234' }, 'sms-code');
    expect(successOf(events), 'no platform before the code').to.equal(undefined);
    await forms.completeStep(host, { code: '123456' }, 'done');
    expect(successOf(events)).to.include({ redirect_url: '/webtrader' });
  });

  forms.describeFormContract('demo', {
    mount: () => forms.mountForm(webtraderForm, { mode: 'demo' }, { step: 'demo' }),
    // The country first: the phone's code follows it, and the visitor types the national number.
    values: () => ({
      first_name: 'Ada',
      email: uniqueEmail('webtrader-demo'),
      country: 'GB',
      phone: '7700 900123',
      terms: true,
    }),
    path: '/utils/custom-forms/demo-signup',
    next: 'done',
    lists: [COUNTRIES_PATH],
  });
});
