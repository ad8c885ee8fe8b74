import { expect, waitUntil } from '@open-wc/testing';
import { acceptedRequests, receivedRequests, uniqueEmail } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { expectOneError } from '../../test/attribute-errors';
import { COUNTRIES_PATH } from '../../forms/countries';
import { resetPasswordForm as definition } from './reset-password-form.element';

const VALID_HASH = 'Ab12Cd34Ef56Gh78Ij90';
const CHANGED_STEP = 'password-changed';
/** Not a phone of any demo account: resetting it changes no password other tests log in with. */
const UNKNOWN_PHONE = '+44 7700 900999';
const NEW_PASSWORD = { password: 'Fresh2024', password_confirm: 'Fresh2024' };

const resetForm = (attributes: Record<string, string>, firstStep: string) =>
  forms.mountForm(definition, attributes, { step: firstStep });

const REQUEST_CONFIG = '/fcm-forms/config/reset-password-form';
const CONFIRMATION_CONFIG = '/fcm-forms/config/password-restore-confirmation';

const loginLink = (host: forms.FormHost) => host.shadowRoot.querySelector<HTMLAnchorElement>('[part="link"]');

describe('<reset-password-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => resetForm({}, 'request'));
  const pageUrl = location.href;

  it('by email: the configured field, the restore request and the configured confirmation', async () => {
    const host = await resetForm({}, 'request');
    const events = forms.recordFormEvents(host);
    const [config] = await acceptedRequests({ path: '/fcm-forms/config/reset-password-form', since: records.since });
    expect(config).to.include({ method: 'POST', status: 200 });
    const email = uniqueEmail('reset');
    await forms.completeStep(host, { email }, 'request-sent');
    const [restore] = await acceptedRequests({ path: '/fcm-forms/restore-password', since: records.since });
    expect(restore).to.include({ status: 200 });
    expect(restore!.body).to.deep.equal({ email });
    await waitUntil(() => forms.headingText(host) === 'Check your inbox', 'no confirmation');
    expect(host.shadowRoot.querySelector('.intro')!.textContent).to.equal(
      'If an account uses this address, we sent it a link.',
    );
    expect(events.find(({ type }) => type === 'form-success')!.detail).to.deep.equal({ data: { sent: true } });
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'reset-password-form', step: 'request' });
  });

  forms.describeFormContract('request', {
    mount: () => resetForm({}, 'request'),
    values: () => ({ email: uniqueEmail('reset') }),
    path: '/fcm-forms/restore-password',
    next: 'request-sent',
    lists: [REQUEST_CONFIG],
  });

  // The confirmation is a message step (forms.describeFormContract does not fit): with its
  // configuration answered {} or failing, the restore request still goes and the step shows its
  // own title.
  for (const [how, fault] of forms.UNUSUAL_LIST_ANSWERS) {
    it(`confirms the restore request with its own title when the confirmation configuration is ${how}`, async () => {
      const email = uniqueEmail('reset');
      const warnings = await forms.withListsFaulted([CONFIRMATION_CONFIG], fault, async () => {
        const host = await resetForm({}, 'request');
        await forms.completeStep(host, { email }, 'request-sent');
        await waitUntil(
          async () => (await receivedRequests({ path: CONFIRMATION_CONFIG, since: records.since })).length > 0,
          'the confirmation configuration was not asked for',
        );
        await waitUntil(() => forms.headingText(host) === 'Check your inbox', 'no built-in title');
        expect(host.shadowRoot.querySelector('.intro')?.textContent ?? '').to.not.contain('we sent it a link');
      });
      const restores = await acceptedRequests({ path: '/fcm-forms/restore-password', since: records.since });
      expect(restores.filter(({ body }) => body?.email === email)).to.have.length(1);
      // A failing configuration is named once in the console; an empty one is simply not used.
      const named = warnings.filter((message) => message.includes(CONFIRMATION_CONFIG));
      expect(named).to.have.length(fault.mode === 'server-error' ? 1 : 0);
    }).timeout(20_000);
  }

  it("from a reset link's hash attribute: sets the new password and links to the login", async () => {
    const host = await resetForm({ hash: VALID_HASH, 'login-url': '/en/login' }, 'new-password');
    expect(forms.headingText(host)).to.equal('Choose a new password');
    expect(forms.fieldControl(host, 'password').labels![0]!.textContent).to.equal('New password');
    expect(forms.fieldControl(host, 'password').autocomplete).to.equal('new-password');
    await forms.completeStep(host, NEW_PASSWORD, 'password-changed');
    const [check, reset] = await receivedRequests({ path: `/password/reset/${VALID_HASH}/`, since: records.since });
    expect(check, 'the link is checked as the form opens').to.include({ method: 'GET', status: 200 });
    expect(reset).to.include({ method: 'POST', status: 200 });
    expect(reset!.body).to.include({ hash: VALID_HASH });
    expect(reset!.body).to.have.keys('hash', 'password', 'password_confirm');
    expect(forms.headingText(host)).to.equal('Your password is changed');
    await waitUntil(() => loginLink(host), 'no login link');
    expect(loginLink(host)!.textContent).to.equal('Log in');
    expect(loginLink(host)!.getAttribute('href')).to.equal('/en/login');
  });

  it('at the new password, goes nowhere natively: submit() sends nothing, Enter past a stopped submit sends once', async () => {
    const host = await resetForm({ hash: VALID_HASH }, 'new-password');
    await forms.fillForm(host, NEW_PASSWORD);
    await forms.submitNatively(forms.stepForm(host)!, () => forms.waitForStep(host, CHANGED_STEP));
    const resets = await receivedRequests({ path: `/password/reset/${VALID_HASH}/`, since: records.since });
    expect(resets.map(({ method, status }) => `${method} ${status}`)).to.deep.equal(['GET 200', 'POST 200']);
  });

  it("from the page URL's ?hash=: an expired link is explained as the form opens, with a way to ask for a new one", async () => {
    history.replaceState(null, '', `${pageUrl}${location.search ? '&' : '?'}hash=expired`);
    const host = await resetForm({}, 'new-password');
    await waitUntil(() => forms.alertText(host), 'no alert');
    expect(forms.alertText(host)).to.equal('This reset link is invalid or has expired.');
    expect(forms.stepForm(host), 'no password to type for a dead link').to.equal(null);
    expect(window.dataLayer).to.deep.include({
      event: 'form-error',
      form: 'reset-password-form',
      step: 'new-password',
      code: 'LINK_EXPIRED',
      status: null,
    });
    const [check] = await receivedRequests({ path: '/password/reset/expired/', since: records.since });
    expect(check).to.include({ method: 'GET', status: 404 });

    const requestNew = host.shadowRoot.querySelector<HTMLButtonElement>('[part="switch"]')!;
    expect(requestNew.textContent).to.equal('Request a new link');
    requestNew.click();
    await forms.waitForStep(host, 'request');
    await waitUntil(() => forms.stepForm(host)?.querySelector('[name="email"]'), 'no email field');
  });

  it('takes a hash that is no token (`..`, a slash, a query) for a dead link: asks the API nothing, one console error', async () => {
    for (const hash of ['..', '.', 'a/../../b', 'Ab12?x=1', '%2e%2e', 'a'.repeat(513)]) {
      const host = await expectOneError('reset-password-form', ['hash'], () => resetForm({ hash }, 'new-password'));
      await waitUntil(() => forms.alertText(host), 'no alert');
      expect(forms.alertText(host), hash).to.equal('This reset link is invalid or has expired.');
      host.remove();
    }
    const asked = (await receivedRequests({ since: records.since })).filter(({ path }) => path.includes('/password/'));
    expect(asked.map(({ method, path }) => `${method} ${path}`)).to.deep.equal([]);
  });

  it("keeps the URL's hash a secret: out of the address bar once read (other parameters and the fragment stay), never stored", async () => {
    history.replaceState(null, '', `${pageUrl}${location.search ? '&' : '?'}hash=${VALID_HASH}&utm_source=mail#top`);
    const first = await resetForm({}, 'new-password');
    expect(new URLSearchParams(location.search).has('hash'), 'the address bar').to.equal(false);
    expect(new URLSearchParams(location.search).get('utm_source')).to.equal('mail');
    expect(location.hash).to.equal('#top');
    await forms.fillForm(first, { password: 'Fresh20' });
    const stored = sessionStorage.getItem('site-form:reset-password-form#0');
    expect(stored, 'the form keeps its step').to.contain('new-password');
    expect(stored, 'sessionStorage').not.to.contain(VALID_HASH);

    // A reload finds the step but no hash: it asks for the link, and checks no link.
    first.remove();
    const second = await resetForm({}, 'new-password');
    await waitUntil(() => forms.alertText(second), 'no alert');
    expect(forms.alertText(second)).to.equal('Open the reset link from your email again, or request a new one.');
    expect(await receivedRequests({ path: '/password/reset/undefined/', since: records.since })).to.deep.equal([]);
  });

  it('opens a reset link at the new password even when the visitor had typed an email on the request step', async () => {
    const typed = await resetForm({}, 'request');
    await waitUntil(() => forms.stepForm(typed)?.querySelector('[name="email"]'), 'no email field');
    await forms.fillForm(typed, { email: uniqueEmail('reset') });
    typed.remove(); // the typed email stays in the tab's memory, as after a navigation
    history.replaceState(null, '', `${pageUrl}${location.search ? '&' : '?'}hash=${VALID_HASH}`);
    await resetForm({}, 'new-password');
  });

  it('by phone: the SMS code id goes with the code and the new password', async () => {
    const host = await resetForm({ mode: 'phone' }, 'phone');
    await forms.completeStep(host, { phone: UNKNOWN_PHONE }, 'code');
    const [start] = await acceptedRequests({ path: '/api/user/reset_password/phone', since: records.since });
    expect(start!.body).to.deep.equal({ phone: '+447700900999' }); // E.164
    const { otp_code_id } = start!.response as { otp_code_id: string };

    await forms.fillForm(host, { code: '000000', ...NEW_PASSWORD });
    expect(await forms.sendForFieldError(host, 'code')).to.equal('This code is wrong or has expired');
    expect(forms.fieldControl(host, 'code').value).to.equal('000000');

    // A new SMS brings a new code id, and the next submission carries it.
    host.shadowRoot.querySelector<HTMLButtonElement>('[part="extra"]')!.click();
    await waitUntil(() => host.shadowRoot.querySelector('.extra-status')?.textContent === 'We sent a new code.');
    const starts = (await acceptedRequests({ path: '/api/user/reset_password/phone', since: records.since })).filter(
      ({ path }) => path === '/api/user/reset_password/phone',
    );
    expect(starts).to.have.length(2);
    const renewed = (starts.at(-1)!.response as { otp_code_id: string }).otp_code_id;
    expect(renewed).not.to.equal(otp_code_id);

    await forms.completeStep(host, { code: '123456' }, 'password-changed');
    const proceeds = await acceptedRequests({ path: '/api/user/reset_password/phone/proceed', since: records.since });
    expect(proceeds.at(-1)).to.include({ status: 200 });
    expect(proceeds.at(-1)!.body).to.include({ otp_code_id: renewed, phone: '+447700900999', code: '123456' });
    await waitUntil(() => loginLink(host), 'no login link');
    expect(loginLink(host)!.getAttribute('href')).to.equal('/login');
  });

  forms.describeFormContract('phone', {
    mount: () => resetForm({ mode: 'phone' }, 'phone'),
    values: () => ({ phone: UNKNOWN_PHONE }),
    path: '/api/user/reset_password/phone',
    next: 'code',
    match: 'phone',
    // Sent in E.164.
    sent: (typed) => String(typed).replace(/\s/g, ''),
    lists: [COUNTRIES_PATH],
  });
});
