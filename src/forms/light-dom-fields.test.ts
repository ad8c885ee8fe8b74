/**
 * Issue #30: the fields a password manager or a tag manager must see are the element's light
 * DOM. Everything here looks from the top-level document as an extension or a tag manager does
 * (document.querySelector, the form's native `submit`), never into a shadow root.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { lazyElements } from '../lazy-elements';
import { importDefinition } from '../platform/runtime/lazy-loader';
import { receivedRequests, uniqueEmail } from '../test/forms-backend';
import { define } from '../test/harness';
import * as forms from '../test/forms';
import { loginForm } from '../elements/login-form/login-form.element';
import { emailVerification } from '../elements/email-verification/email-verification.element';
import { expoRegistrationForm } from '../elements/expo-registration-form/expo-registration-form.element';
import { islamicAccountForm } from '../elements/islamic-account-form/islamic-account-form.element';
import { leadSignupForm } from '../elements/lead-signup-form/lead-signup-form.element';
import { premiumAnalyticsForm } from '../elements/premium-analytics-form/premium-analytics-form.element';
import { resetPasswordForm } from '../elements/reset-password-form/reset-password-form.element';
import { signupForm } from '../elements/signup-form/signup-form.element';

const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'Demo1234' };

/** The native `submit` events the document hears: what a tag manager's form trigger listens to. */
function tagManager() {
  const heard: HTMLFormElement[] = [];
  const listen = (event: Event) => heard.push(event.target as HTMLFormElement);
  document.addEventListener('submit', listen);
  return { heard, stop: () => document.removeEventListener('submit', listen) };
}

/** Types into a document input found by `selector`, as a visitor does. */
async function typeInto(selector: string, text: string): Promise<HTMLInputElement> {
  const input = document.querySelector<HTMLInputElement>(selector);
  expect(input, selector).to.exist;
  input!.focus();
  await sendKeys({ type: text });
  return input!;
}

/** What a keyboard walk names a control by. */
const controlName = (control: Element | null) =>
  (control as HTMLInputElement | null)?.name || control?.className || control?.localName;

/**
 * A visitor on the keyboard alone: from a button of the page before the element, Tab visits
 * every control of the step's light-DOM form in document order (checked), typing `values` into
 * the named fields on the way; the last Tab reaches the submit button. Gives the names visited.
 */
async function tabThrough(host: forms.FormHost, values: Record<string, string> = {}): Promise<string[]> {
  const before = Object.assign(document.createElement('button'), { textContent: 'Before the form' });
  before.dataset.testForm = '';
  host.before(before);
  const controls = [...forms.stepForm(host)!.querySelectorAll('input, select, button')].map(controlName);
  before.focus();
  const visited: string[] = [];
  while (visited.length < controls.length) {
    await sendKeys({ press: 'Tab' });
    const name = controlName(document.activeElement)!;
    visited.push(name);
    if (values[name]) await sendKeys({ type: values[name] });
  }
  expect(visited).to.deep.equal(controls);
  return visited;
}

/** The requests to `path` since the mark, in this file's scope. */
const requestsTo = (path: string, since: number) => receivedRequests({ path, since });

/**
 * A password manager as the extensions describe their filling: the document's first password
 * input, the text, email or phone input before it as the username, values set through the native
 * setter with an `input` event (as frameworks need), and a listener on the form's `submit` to
 * offer to save the login.
 */
function passwordManagerFill(username: string, password: string): Promise<{ username: string; password: string }> {
  const passwordInput = document.querySelector<HTMLInputElement>('input[type="password"]');
  if (!passwordInput?.form) throw new Error('the password manager found no password in a form');
  const inputs = [
    ...document.querySelectorAll<HTMLInputElement>('input[type="email"], input[type="text"], input[type="tel"]'),
  ];
  const usernameInput = inputs
    .filter((input) => input.compareDocumentPosition(passwordInput) & Node.DOCUMENT_POSITION_FOLLOWING)
    .at(-1);
  if (!usernameInput) throw new Error('the password manager found no username before the password');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const [input, value] of [
    [usernameInput, username],
    [passwordInput, password],
  ] as const) {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const form = passwordInput.form;
  return new Promise((resolve) =>
    form.addEventListener('submit', () => resolve({ username: usernameInput.value, password: passwordInput.value }), {
      once: true,
    }),
  );
}

describe('the fields password managers and tag managers see (light DOM)', function () {
  // Several steps typed in on a shared machine.
  this.timeout(20_000);
  const records = forms.formTestHooks();
  let tags: ReturnType<typeof tagManager>;
  beforeEach(() => (tags = tagManager()));
  afterEach(() => tags.stop());

  it('login-form: the current password is found from the document; Enter fires the native submit and sends one login', async () => {
    await forms.mountForm(loginForm);
    await waitUntil(() => document.querySelector('login-form form input[autocomplete~="current-password"]'));
    await typeInto('login-form form input[autocomplete~="username"]', DEMO_ACCOUNT.email);
    const password = await typeInto('login-form form input[autocomplete~="current-password"]', DEMO_ACCOUNT.password);
    const submitted = new Promise((resolve) => password.form!.addEventListener('submit', resolve, { once: true }));
    await sendKeys({ press: 'Enter' });
    await submitted;
    await waitUntil(() => document.querySelector('login-form')!.shadowRoot!.querySelector('[data-step="done"]'));
    expect(await requestsTo('/api/user/authorise', records.since)).to.have.length(1);
    expect(tags.heard).to.deep.equal([password.form]);
    expect(password.form!.dataset).to.include({ form: 'login-form', step: 'login' });
  });

  it('login-form: a password-manager stand-in fills it and sees the submission', async () => {
    const host = await forms.mountForm(loginForm);
    await waitUntil(() => document.querySelector('login-form form input[type="password"]'));
    const saved = passwordManagerFill(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    forms.submitButton(host).click();
    expect(await saved).to.deep.equal({ username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    await forms.waitForStep(host, 'done');
    const [login, ...more] = await requestsTo('/api/user/authorise', records.since);
    expect(more).to.be.empty;
    expect(login).to.include({ method: 'POST', status: 200 });
    expect(login!.body).to.include({ email: DEMO_ACCOUNT.email });
  });

  it('a login by phone: the number is the username a passkey may fill, its code list is named; a password manager fills it', async () => {
    for (const [definition, mode] of [
      [loginForm, 'phone'],
      [premiumAnalyticsForm, 'phone-login'],
    ] as const) {
      const host = await forms.mountForm(definition, { mode });
      await waitUntil(() => forms.stepForm(host)?.querySelector('input[type="password"]'), `<${host.localName}>`);
      const form = `${host.localName} form`;
      expect(document.querySelector(`${form} input[type="tel"][name="phone"]`)?.getAttribute('autocomplete')).to.equal(
        'username webauthn',
      );
      expect(document.querySelector(`${form} select[name="phone_code"]`)?.getAttribute('autocomplete')).to.equal(
        'tel-country-code',
      );
      host.remove();
    }
    const host = await forms.mountForm(loginForm, { mode: 'phone' });
    await waitUntil(() => forms.stepForm(host)?.querySelector('input[type="password"]'));
    const saved = passwordManagerFill('+44 7700 900123', DEMO_ACCOUNT.password);
    forms.submitButton(host).click();
    expect(await saved).to.deep.equal({ username: '+44 7700 900123', password: DEMO_ACCOUNT.password });
    await forms.waitForStep(host, 'done');
    const [login, ...more] = await requestsTo('/api/user/authorise/phone', records.since);
    expect(more).to.be.empty;
    expect(login!.body).to.include({ phone: '+447700900123' });
  });

  it('signup-form: the new password, then the SMS step’s one-time code, each sent once on Enter', async () => {
    const host = await forms.mountForm(signupForm, { 'no-captcha': '' });
    const email = uniqueEmail('light-dom');
    await forms.fillForm(host, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      country: 'GB',
      phone: '7700 900123',
      terms: true,
    });
    const password = await typeInto('signup-form form input[autocomplete="new-password"]', 'Trader2024');
    await sendKeys({ press: 'Enter' });
    await forms.waitForStep(host, 'phone-code');
    const signups = (await requestsTo('/fcm-forms/signup', records.since)).filter(({ body }) => body?.email === email);
    expect(signups).to.have.length(1);

    const code = await typeInto('signup-form form input[autocomplete="one-time-code"]', '123456');
    await sendKeys({ press: 'Enter' });
    await forms.waitForStep(host, 'step-2');
    expect(await requestsTo('/activation_code/verify/123456/', records.since)).to.have.length(1);
    expect(tags.heard).to.deep.equal([password.form, code.form]);
    expect(tags.heard.map((form) => form.dataset.step)).to.deep.equal(['details', 'phone-code']);
  });

  it('reset-password-form: the new password from a reset link, sent once on Enter', async () => {
    const host = await forms.mountForm(resetPasswordForm, { hash: 'Ab12Cd34Ef56Gh78Ij90' }, { step: 'new-password' });
    await typeInto('reset-password-form form input[name="password"][autocomplete="new-password"]', 'Fresh2024');
    await typeInto('reset-password-form form input[name="password_confirm"][autocomplete="new-password"]', 'Fresh2024');
    await sendKeys({ press: 'Enter' });
    await forms.waitForStep(host, 'password-changed');
    const posts = (await requestsTo('/password/reset/Ab12Cd34Ef56Gh78Ij90/', records.since)).filter(
      ({ method }) => method === 'POST',
    );
    expect(posts).to.have.length(1);
    expect(tags.heard).to.have.length(1);
  });

  it('a tag manager’s document submit listener hears the submission of every form with fields', async () => {
    const messagesOnly = new Set([
      'seminar-thank-you',
      'thank-you-page',
      'expo-registration-form',
      'islamic-account-form',
    ]);
    const tagsWithFields = Object.keys(lazyElements).filter(
      (tag) => /-form$|^email-verification$/.test(tag) && !messagesOnly.has(tag),
    );
    expect(tagsWithFields).to.include.members(['login-form', 'signup-form', 'reset-password-form']);
    for (const tag of tagsWithFields) {
      const host = await forms.mountForm(await importDefinition(tag, lazyElements[tag]!));
      await waitUntil(() => forms.submitButton(host), `<${tag}> shows no submit button`, { timeout: 5000 });
      forms.submitButton(host).click();
      expect(tags.heard.at(-1), `<${tag}>`).to.equal(document.querySelector(`${tag} > form`));
      host.remove();
    }
    expect(tags.heard).to.have.length(tagsWithFields.length);
  });

  it('a tag manager hears the forms that need attributes for their fields, and the later steps', async () => {
    /** Sends the step as it is (the native submit fires before the fields are checked). */
    const heardStep = async (host: forms.FormHost, step: string) => {
      await waitUntil(() => forms.submitButton(host), `<${host.localName}> shows no submit button`, { timeout: 5000 });
      forms.submitButton(host).click();
      expect(tags.heard.at(-1)?.dataset, `<${host.localName}> ${step}`).to.include({ form: host.localName, step });
      expect(tags.heard.at(-1)?.parentElement === host, 'the form is the element’s child').to.be.true;
      host.remove();
    };
    await heardStep(await forms.mountForm(expoRegistrationForm, { expo: 'dubai' }, { step: 'register' }), 'register');
    await heardStep(await forms.mountForm(islamicAccountForm, { 'profile-id': '1001' }), 'swap-free');

    const reset = await forms.mountForm(resetPasswordForm, { mode: 'phone' }, { step: 'phone' });
    await forms.completeStep(reset, { phone: '+44 7700 900999' }, 'code');
    await heardStep(reset, 'code');

    const login = await forms.mountForm(loginForm, { mode: 'unified' });
    await forms.completeStep(login, { login: 'sms@example.com', password: DEMO_ACCOUNT.password }, 'sms-code');
    await heardStep(login, 'sms-code');

    const lead = await forms.mountForm(leadSignupForm, {}, { step: 'signup' });
    const email = uniqueEmail('light-dom-lead');
    await forms.completeStep(lead, { first_name: 'Ada', email, country: 'GB', terms: true }, 'activate');
    await heardStep(lead, 'activate');
    expect(tags.heard.map((form) => form.dataset.step)).to.deep.equal([
      'register',
      'swap-free',
      'phone',
      'code',
      'login',
      'sms-code',
      'signup',
      'activate',
    ]);
  });

  it('a keyboard alone walks the login from the page into its fields and sends it with Enter on the button', async () => {
    const host = await forms.mountForm(loginForm);
    await waitUntil(() => forms.stepForm(host)?.querySelector('[name="password"]'), 'no password field');
    expect(await tabThrough(host, DEMO_ACCOUNT)).to.deep.equal(['email', 'password', 'reveal', 'submit']);
    await sendKeys({ press: 'Enter' });
    await forms.waitForStep(host, 'done');
    expect(await requestsTo('/api/user/authorise', records.since)).to.have.length(1);
    expect(tags.heard).to.have.length(1);
  });

  it('signup-form: Tab visits every control of its light-DOM form in order', async () => {
    await tabThrough(await forms.mountForm(signupForm, { 'no-captcha': '' }));
  });

  const NEW_PASSWORD = { password: 'Fresh2024', password_confirm: 'Fresh2024' };
  for (const { name, mount, values, path, method, next } of [
    {
      name: 'reset-password-form, the new password from a reset link',
      mount: () => forms.mountForm(resetPasswordForm, { hash: 'Kb12Cd34Ef56Gh78Ij90' }, { step: 'new-password' }),
      values: NEW_PASSWORD,
      path: '/password/reset/Kb12Cd34Ef56Gh78Ij90/',
      method: 'POST',
      next: 'password-changed',
    },
    {
      name: 'reset-password-form, the code sent to a phone',
      async mount() {
        const host = await forms.mountForm(resetPasswordForm, { mode: 'phone' }, { step: 'phone' });
        // Not a phone of any demo account: no password other tests log in with changes.
        await forms.completeStep(host, { phone: '+44 7700 900999' }, 'code');
        return host;
      },
      values: { code: '123456', ...NEW_PASSWORD },
      path: '/api/user/reset_password/phone/proceed',
      method: 'POST',
      next: 'password-changed',
    },
    {
      name: 'email-verification',
      mount: () => forms.mountForm(emailVerification, {}, { step: 'code' }),
      values: { code: '482913' },
      path: '/activation_code/verify/482913/',
      method: 'GET',
      next: 'verified',
    },
  ]) {
    it(`${name}: passes an accessibility audit; a keyboard alone fills it and sends it once with Enter`, async () => {
      const host = await mount();
      await expect(host).to.be.accessible();
      const step = forms.stepOf(host);
      await tabThrough(host, values);
      await sendKeys({ press: 'Enter' });
      await forms.waitForStep(host, next);
      const sent = (await requestsTo(path, records.since)).filter((request) => request.method === method);
      expect(sent).to.have.length(1);
      expect(tags.heard.at(-1)?.dataset.step).to.equal(step);
    });
  }

  it('two forms of a kind keep distinct ids, each label naming its own input', async () => {
    const first = await forms.mountForm(loginForm);
    const second = await forms.mountForm(loginForm);
    await waitUntil(() => document.querySelectorAll('login-form form input[type="password"]').length === 2);
    const ids = [...document.querySelectorAll('login-form [id]')].map((element) => element.id);
    expect(new Set(ids).size, ids.join(' ')).to.equal(ids.length);
    for (const host of [first, second]) {
      const password = forms.fieldControl(host, 'password');
      expect(password.labels![0]!.control).to.equal(password);
      expect(host.contains(password)).to.be.true;
    }
  });

  it('keeps what was typed when the element moves, and takes its fields along when removed', async () => {
    const host = await forms.mountForm(loginForm);
    await typeInto('login-form form input[name="email"]', 'moved@example.com');
    // A secret is never kept in the form's memory: only a form that was not rendered again has it.
    await typeInto('login-form form input[name="password"]', 'Moved2024');
    const elsewhere = document.createElement('div');
    elsewhere.dataset.testForm = '';
    document.body.append(elsewhere);
    elsewhere.append(host);
    await Promise.resolve();
    expect(forms.fieldControl(host, 'email').value).to.equal('moved@example.com');
    expect(forms.fieldControl(host, 'password').value).to.equal('Moved2024');
    host.remove();
    // Its React tree unmounts a microtask later: the fields leave the element too.
    await waitUntil(() => !forms.stepForm(host), 'the fields stayed in the removed element');
  });

  it('shows the page’s own consent label, links included, inside the light-DOM label', async () => {
    define(signupForm);
    const page = document.createElement('div');
    page.dataset.testForm = '';
    page.innerHTML =
      '<signup-form no-captcha><span slot="label-terms">I accept the <a href="/terms">terms</a></span></signup-form>';
    document.body.append(page);
    const host = page.firstElementChild as forms.FormHost;
    await waitUntil(() => forms.stepForm(host)?.querySelector('[name="terms"]'), 'no terms field');
    const label = forms.fieldControl(host, 'terms').labels![0]!;
    expect(label.querySelector('a[href="/terms"]')?.textContent).to.equal('terms');
    expect(label.textContent).to.contain('I accept the terms');
  });
});
