import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement } from '../../test/focus';
import { accountSignup, receivedRequests, switchFault, uniqueEmail } from '../../test/forms-backend';
import { createFormsClient } from '../../services/forms-api';
import * as forms from '../../test/forms';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { COUNTRIES_PATH } from '../../forms/countries';
import { withGate } from '../../test/gates';
import { expectOneError } from '../../test/attribute-errors';
import { captureConsole, backendUrl } from '../../test/harness';
import { loginForm } from './login-form.element';
import { uniqueName } from '../../test/seeded-random';

/** This file's own account: other test files log in at the same time, as demo@example.com. */
const ACCOUNT = { email: uniqueEmail('login'), password: 'Trader2024' };
const DEMO_PASSWORD = 'Demo1234';

/** The requests to `path` since the mark that carry this file's account. */
const ownRequests = async (path: string, since: number) =>
  (await receivedRequests({ path, since })).filter(({ body }) => body?.email === ACCOUNT.email);

async function openLoginForm(attributes: Record<string, string> = {}) {
  const host = await forms.mountForm(loginForm, attributes);
  await waitUntil(() => forms.stepForm(host)?.querySelector('[name="password"]'), 'no password field');
  return host;
}

describe('<login-form>', () => {
  const records = forms.formTestHooks();
  before(async () => {
    const base = await forms.useFormsBackend();
    await createFormsClient({ baseUrl: base, xsrfOrigins: [new URL(base).origin] }).signup(
      accountSignup(ACCOUNT.email),
    );
  });

  it('logs in with the fields of the login-step configuration and reports the lifecycle', async () => {
    const host = await openLoginForm();
    const events = forms.recordFormEvents(host);
    expect(forms.headingText(host)).to.equal('Log in');
    // Beside a current password the email is the username, which may take a passkey later.
    expect(forms.fieldControl(host, 'email').autocomplete).to.equal('username webauthn');
    expect(forms.fieldControl(host, 'password').autocomplete).to.equal('current-password');
    await forms.completeStep(host, ACCOUNT, 'done');

    const [login, ...more] = await ownRequests('/api/user/authorise', records.since);
    expect(more).to.be.empty;
    expect(login).to.include({ method: 'POST', status: 200, xsrf: 'accepted' });
    expect(login!.body).to.include({ email: ACCOUNT.email, agent: navigator.userAgent });
    expect(login!.headers['idempotency-key']).to.match(/^[\w-]{16,}$/);
    expect(events.map(({ type }) => type)).to.deep.equal(['form-submit', 'form-success', 'form-step']);
    expect((events[1]!.detail as { redirect_url: string }).redirect_url).to.equal('/webtrader');
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'login-form', step: 'login' });
    expect(forms.headingText(host)).to.equal('You are logged in');
  });

  forms.describeFormContract('login', {
    mount: openLoginForm,
    values: () => ({ ...ACCOUNT }),
    path: '/api/user/authorise',
    next: 'done',
    lists: ['/fcm-forms/config/login-step'],
  });

  it('shows the server message above the form on a wrong password, keeps the email and reports form-error', async () => {
    const host = await openLoginForm();
    const events = forms.recordFormEvents(host);
    await forms.fillForm(host, { email: ACCOUNT.email, password: 'Wrong1234' });
    expect(await forms.sendForAlert(host)).to.equal('The email or password is incorrect.');
    expect(forms.fieldControl(host, 'email').value).to.equal(ACCOUNT.email);
    expect(forms.fieldControl(host, 'password').value).to.equal('Wrong1234');
    expect(events.at(-1)).to.deep.equal({
      type: 'form-error',
      detail: { code: 'ERR_BAD_REQUEST', status: 401, message: 'The email or password is incorrect.' },
    });
    expect(window.dataLayer).to.deep.include({
      event: 'form-error',
      form: 'login-form',
      step: 'login',
      code: 'ERR_BAD_REQUEST',
      status: 401,
    });
  });

  it('checks the fields before sending: messages with icons, aria-invalid, focus on the first invalid field', async () => {
    const host = await openLoginForm();
    await forms.fillForm(host, { email: 'not-an-email' });
    forms.submitButton(host).click();
    await waitUntil(() => forms.fieldErrorText(host, 'password'), 'no password error');
    expect(forms.fieldErrorText(host, 'email')).to.equal('Enter a valid email address');
    expect(forms.fieldErrorText(host, 'password')).to.equal('This field is required');
    const email = forms.fieldControl(host, 'email');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).to.equal(
      'Enter a valid email address',
    );
    expect(forms.stepForm(host)!.querySelector('[data-field="email"] .status.invalid svg')).to.exist;
    expect(deepActiveElement()).to.equal(email);
    expect(forms.alertText(host)).to.equal('Check the highlighted fields: 2 need your attention.');
    expect(await ownRequests('/api/user/authorise', records.since)).to.be.empty;
    expect(forms.stepForm(host)!.noValidate).to.be.true;
  });

  it('shows a check icon once a touched field is valid', async () => {
    const host = await openLoginForm();
    await forms.fillForm(host, { email: ACCOUNT.email });
    await waitUntil(
      () => forms.stepForm(host)!.querySelector('[data-field="email"] .status.valid svg'),
      'no check icon',
    );
  });

  it('sends one request however often the button is pressed', async () => {
    const host = await openLoginForm();
    await forms.fillForm(host, ACCOUNT);
    const button = forms.submitButton(host);
    button.click();
    button.click();
    button.click();
    await forms.waitForStep(host, 'done');
    expect(await ownRequests('/api/user/authorise', records.since)).to.have.length(1);
  });

  it('keeps the values through a lost answer, and the retry gets the first answer instead of acting twice', async () => {
    const host = await openLoginForm({ id: 'retry' });
    await forms.fillForm(host, ACCOUNT);
    await switchFault({ mode: 'drop', path: '/api/user/authorise', body: { email: ACCOUNT.email }, times: 1 });
    expect(await forms.sendForAlert(host)).to.contain('We could not reach our server');
    expect(forms.fieldControl(host, 'email').value).to.equal(ACCOUNT.email);
    await forms.submitForm(host);
    await forms.waitForStep(host, 'done');
    // The answer was lost, yet the form got one: the retry, with the same Idempotency-Key, was
    // answered from the server's record (replays are not recorded again), so it acted once.
    expect(await ownRequests('/api/user/authorise', records.since)).to.have.length(1);
  });

  it('keeps what was typed across a reload, but never the password', async () => {
    const first = await openLoginForm();
    await forms.fillForm(first, { email: 'kept@example.com', password: 'Secret123' });
    expect(sessionStorage.getItem('site-form:login-form#0'))
      .to.contain('kept@example.com')
      .and.not.contain('Secret123');
    first.remove();
    const second = await openLoginForm();
    expect(forms.fieldControl(second, 'email').value).to.equal('kept@example.com');
    expect(forms.fieldControl(second, 'password').value).to.equal('');
  });

  it('shows and hides the password with a pressed toggle', async () => {
    const host = await openLoginForm();
    const reveal = forms.stepForm(host)!.querySelector<HTMLButtonElement>('.reveal')!;
    expect(reveal.getAttribute('aria-label')).to.equal('Show password');
    reveal.click();
    await waitUntil(() => forms.fieldControl(host, 'password').type === 'text');
    expect(reveal.getAttribute('aria-pressed')).to.equal('true');
  });

  it('signs in by phone in phone mode', async () => {
    const host = await openLoginForm({ mode: 'phone' });
    await forms.completeStep(host, { phone: '+44 7700 900123', password: DEMO_PASSWORD }, 'done');
    const [login] = await receivedRequests({ path: '/api/user/authorise/phone', since: records.since });
    expect(login!.body).to.include({ phone: '+447700900123' }); // E.164
  });

  describe('in phone mode', () => {
    forms.describeFormContract('login', {
      mount: () => forms.mountForm(loginForm, { mode: 'phone' }),
      values: () => ({ phone: '+44 7700 900123', password: DEMO_PASSWORD }),
      path: '/api/user/authorise/phone',
      next: 'done',
      match: 'phone',
      sent: (typed) => String(typed).replace(/\s/g, ''),
      lists: [COUNTRIES_PATH],
    });
  });

  it('asks for the one-time SMS code when the account requires it, and can send it again', async () => {
    const host = await openLoginForm({ mode: 'unified' });
    await forms.completeStep(host, { login: 'sms@example.com', password: DEMO_PASSWORD }, 'sms-code');
    const [sms] = await receivedRequests({ path: '/auth/send_onetime_auth_sms/', since: records.since });
    expect(sms!.body).to.have.property('otp_code_id').that.is.a('string');
    host.shadowRoot.querySelector<HTMLButtonElement>('[part="extra"]')!.click();
    await waitUntil(() => host.shadowRoot.querySelector('.extra-status')?.textContent === 'We sent a new code.');
    await forms.completeStep(host, { code: '123456' }, 'done');
    const [verify] = await receivedRequests({ path: '/activation_code/verify/123456/', since: records.since });
    expect(verify).to.include({ method: 'GET', status: 200 });
  });

  it('is sent with Enter from a field, and shows it is busy while the answer is late', () =>
    withGate(async (gate) => {
      const host = await openLoginForm();
      await forms.fillForm(host, ACCOUNT);
      const authorise = { path: '/api/user/authorise', body: { email: ACCOUNT.email }, times: 1 };
      await switchFault({ mode: 'hold', gate: gate.name, ...authorise });
      forms.fieldControl(host, 'password').focus();
      await sendKeys({ press: 'Enter' });
      await gate.arrived();
      const button = forms.submitButton(host);
      await waitUntil(() => button.getAttribute('aria-disabled') === 'true', 'the button did not turn busy');
      expect(button.textContent).to.equal('Sending…');
      expect(forms.stepForm(host)!.getAttribute('aria-busy')).to.equal('true');
      await sendKeys({ press: 'Enter' });
      await gate.open();
      await forms.waitForStep(host, 'done');
      expect(await ownRequests('/api/user/authorise', records.since)).to.have.length(1);
    }));

  it('passes an accessibility audit with errors shown', async () => {
    const host = await openLoginForm();
    forms.submitButton(host).click();
    await waitUntil(() => forms.fieldErrorText(host, 'email'), 'no errors shown');
    await expect(host).to.be.accessible();
  });

  describe('social sign-in', () => {
    const pageUrl = location.href;
    const SOCIAL_PATH = '/api/user/authorise/social';

    /**
     * Where the next navigation of this page was going; the navigation itself is cancelled, so the
     * test page stays (Chromium's Navigation API).
     */
    function nextNavigation(): Promise<URL> {
      type Navigate = Event & { destination: { url: string } };
      const { navigation } = window as unknown as { navigation: EventTarget };
      return new Promise((resolve) =>
        navigation.addEventListener(
          'navigate',
          (event) => {
            event.preventDefault();
            resolve(new URL((event as Navigate).destination.url));
          },
          { once: true },
        ),
      );
    }

    /** Presses "Continue with Google" as a visitor: the state of the address it follows. */
    async function pressContinueWithGoogle(): Promise<string> {
      const host = await openLoginForm({ social: JSON.stringify({ google: '/auth/google' }) });
      const navigated = nextNavigation();
      host.shadowRoot.querySelector<HTMLAnchorElement>('a[part="link"]')!.click();
      const followed = await navigated;
      host.remove(); // not removeForms(): it clears sessionStorage, where the state is kept
      expect(followed.pathname).to.equal('/auth/google');
      return followed.searchParams.get('state')!;
    }

    /** The page as a provider's round trip leaves it: the provider, its token and the state in the query. */
    function returnFromProvider(token: string, state?: string) {
      const url = new URL(pageUrl);
      url.searchParams.set('social_provider', 'google');
      url.searchParams.set('social_token', token);
      if (state !== undefined) url.searchParams.set('social_state', state);
      history.replaceState(null, '', url);
    }

    /** The social sign-ins the server received with `token`. */
    const socialRequests = async (token: string) =>
      (await receivedRequests({ path: SOCIAL_PATH, since: records.since })).filter(({ body }) => body?.token === token);

    it('offers a "Continue with" link per provider of the social attribute', async () => {
      const host = await openLoginForm({ social: JSON.stringify({ google: '/auth/google', apple: '/auth/apple' }) });
      const links = [...host.shadowRoot.querySelectorAll<HTMLAnchorElement>('a[part="link"]')];
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).to.deep.equal([
        ['Continue with Google', '/auth/google'],
        ['Continue with Apple', '/auth/apple'],
      ]);
    });

    it('offers no link that would carry the state off the site: one console error, the login stays', async () => {
      for (const href of ['https://evil.example/auth', 'http://trade.localhost:1/auth', '//evil.example/a']) {
        const host = await expectOneError('login-form', ['social', '"google"'], () =>
          openLoginForm({ social: JSON.stringify({ apple: '/auth/apple', google: href }) }),
        );
        expect(host.shadowRoot.querySelectorAll('a[part="link"]'), href).to.have.length(0);
        expect(forms.fieldControl(host, 'password')).to.be.ok;
        host.remove();
      }
    });

    it('follows a "Continue with" link with a fresh random state each press', async () => {
      const [first, second] = [await pressContinueWithGoogle(), await pressContinueWithGoogle()];
      expect(first).to.match(/^[\w-]{32,}$/);
      expect(second)
        .to.match(/^[\w-]{32,}$/)
        .and.not.equal(first);
    });

    it('signs in at once with the token and state a provider sent back, and takes them out of the address bar', async () => {
      const state = await pressContinueWithGoogle();
      const token = uniqueName('google');
      returnFromProvider(token, state);
      const host = await forms.mountForm(loginForm);
      expect(location.search).not.to.contain('social_');
      await forms.waitForStep(host, 'done');
      const [social, ...more] = await socialRequests(token);
      expect(more).to.be.empty;
      expect(social!.body).to.include({ provider: 'google', state, agent: navigator.userAgent });
      expect(sessionStorage.getItem('site-form:login-form#0') ?? '').not.to.contain(token);
    });

    it('signs in with a social return even when the visitor had typed into the login form first', async () => {
      const typed = await openLoginForm();
      await forms.fillForm(typed, { email: ACCOUNT.email });
      typed.remove(); // its memory stays in sessionStorage, as after a navigation
      const state = await pressContinueWithGoogle();
      const token = uniqueName('google');
      returnFromProvider(token, state);
      await forms.waitForStep(await forms.mountForm(loginForm), 'done');
      expect(await socialRequests(token)).to.have.length(1);
    });

    for (const [how, state] of [
      ['no state', () => undefined],
      ['a state this tab did not make', () => uniqueName('state')],
    ] as const) {
      it(`sends nothing for a return with ${how} (login CSRF), shows the login form and warns once`, async () => {
        await pressContinueWithGoogle();
        const token = uniqueName('attacker');
        returnFromProvider(token, state());
        const warnings = captureConsole('warn');
        try {
          const host = await openLoginForm();
          expect(forms.headingText(host)).to.equal('Log in');
          expect(location.search).not.to.contain('social_');
        } finally {
          warnings.restore();
        }
        expect(warnings.messages).to.have.lengthOf(1);
        expect(warnings.messages[0]).to.contain('<login-form>');
        expect(await socialRequests(token)).to.be.empty;
      });
    }

    it('takes a state once: the same return again sends nothing', async () => {
      const state = await pressContinueWithGoogle();
      const token = uniqueName('google');
      returnFromProvider(token, state);
      await forms.waitForStep(await forms.mountForm(loginForm), 'done');
      forms.removeForms();
      returnFromProvider(token, state);
      const warnings = captureConsole('warn');
      try {
        expect(forms.headingText(await openLoginForm())).to.equal('Log in');
      } finally {
        warnings.restore();
      }
      expect(warnings.messages).to.have.lengthOf(1);
      expect(await socialRequests(token)).to.have.lengthOf(1);
    });

    it('explains a refused social sign-in and offers to try again or log in another way', async () => {
      const token = uniqueName('google');
      await switchFault({ mode: 'server-error', path: SOCIAL_PATH, body: { token }, times: 1 });
      returnFromProvider(token, await pressContinueWithGoogle());
      const host = await forms.mountForm(loginForm);
      await waitUntil(() => forms.alertText(host), 'no alert');
      expect(forms.alertText(host)).to.contain('Something went wrong on our side');
      expect(forms.submitButton(host).textContent).to.equal('Try again');
      await forms.submitForm(host);
      await forms.waitForStep(host, 'done');
    });

    it("comes back through the demo's provider stand-in with the state it was given", async () => {
      const response = await fetch(
        `${await backendUrl()}/demo-social/google?return=${encodeURIComponent('/forms.html')}&state=s-1`,
      );
      const back = new URL(response.url);
      expect(back.pathname).to.equal('/forms.html');
      expect(Object.fromEntries(back.searchParams)).to.deep.equal({
        social_provider: 'google',
        social_token: 'demo-google-token',
        social_state: 's-1',
      });
    });
  });

  it('takes its texts from the translations attribute', async () => {
    const host = await openLoginForm({ translations: JSON.stringify({ login_title: 'Anmelden', email: 'E-Mail' }) });
    expect(forms.headingText(host)).to.equal('Anmelden');
    expect(forms.fieldControl(host, 'email').labels![0]!.textContent).to.equal('E-Mail');
    await sendKeys({ press: 'Tab' });
  });

  it('marks the password for session recorders to leave out, shown in clear too; not the email', async () => {
    const host = await openLoginForm();
    const password = forms.fieldControl(host, 'password');
    const marked = (control: HTMLInputElement) =>
      ['data-private', 'data-hj-suppress', 'data-clarity-mask'].every((name) => control.hasAttribute(name)) &&
      ['fs-exclude', 'rr-block'].every((name) => control.classList.contains(name));
    expect(marked(password), 'hidden').to.be.true;
    forms.stepForm(host)!.querySelector<HTMLButtonElement>('.reveal')!.click();
    await waitUntil(() => password.type === 'text', 'not shown');
    expect(marked(password), 'shown').to.be.true;
    expect(marked(forms.fieldControl(host, 'email')), 'the email').to.be.false;
  });

  it('masks a configured password of any spelling and keeps no secret in sessionStorage', async () => {
    const fields = [
      { name: 'email', type: 'email' },
      { name: 'pwd', type: 'new-password' },
      { name: 'pin', type: 'pin' },
      { name: 'memorable', type: 'memorable-word' },
    ];
    await switchFault({ mode: 'answer', path: '/fcm-forms/config/login-step', answer: { fields }, times: 1 });
    const host = await forms.mountForm(loginForm);
    await waitUntil(() => forms.stepForm(host)?.querySelector('[name="memorable"]'), 'no configured fields');
    const [pwd, pin] = [forms.fieldControl(host, 'pwd'), forms.fieldControl(host, 'pin')];
    expect([pwd.type, pwd.autocomplete, pin.type, pin.autocomplete]).to.deep.equal([
      'password',
      'new-password',
      'password',
      'off',
    ]);
    await forms.fillForm(host, { email: 'ada@example.com', pwd: 'Typed-Secret-1', pin: '4321', memorable: 'Rosebud' });
    const stored = sessionStorage.getItem('site-form:login-form#0') ?? '';
    expect(stored).to.contain('ada@example.com');
    for (const secret of ['Typed-Secret-1', '4321', 'Rosebud']) expect(stored).not.to.contain(secret);
  });

  it('takes names from data as names: a configured field and a provider called `constructor`', async () => {
    const fields = [{ name: 'email', type: 'email' }, { name: 'constructor' }, { name: 'password', type: 'password' }];
    await switchFault({ mode: 'answer', path: '/fcm-forms/config/login-step', answer: { fields }, times: 1 });
    const host = await openLoginForm({ social: JSON.stringify({ constructor: '/auth/constructor' }) });
    expect(forms.fieldControl(host, 'email').autocomplete).to.equal('username webauthn');
    const form = forms.stepForm(host)!;
    expect(form.querySelector('[data-field="password"]'), 'the fields after it are drawn').to.not.equal(null);
    expect(form.querySelector('[data-field="constructor"]'), 'a name every object has is no field').to.equal(null);
    expect(host.shadowRoot.querySelector('a[part="link"]')!.textContent).to.equal('Continue with constructor');
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('fits its fields, errors and links, with no text over text', async () => {
      const host = await openLoginForm({ social: '{"google":"/social/google"}' });
      expectPhoneLayout(host);
      await forms.submitForm(host);
      await waitUntil(() => forms.stepForm(host)!.querySelector('.error'), 'no errors shown');
      expectPhoneLayout(host);
    });
  });
});
