import { expect, waitUntil } from '@open-wc/testing';
import { accountSignup, switchFault, uniqueEmail } from '../test/forms-backend';
import { createFormsClient } from '../services/forms-api';
import {
  fillForm,
  headingText,
  stepForm,
  submitForm,
  useFormsBackend,
  waitForStep,
  type FormHost,
} from '../test/forms';
import { define, rendered } from '../test/harness';
import { loginForm } from '../elements/login-form/login-form.element';
import { watchNavigations } from '../test/navigations';

/** Read once per page: set before the first form reads the configuration. */
document.body.dataset.redirectOrigins = 'https://webtrader.partner.example';

/** A login form whose form-success is not cancelled: the engine follows its redirect. */
async function logIn(email: string, attributes: Record<string, string> = {}): Promise<FormHost> {
  define(loginForm);
  const host = document.createElement('login-form') as FormHost;
  host.dataset.testForm = '';
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  document.body.append(host);
  await rendered(host, '.step, .message, .alert');
  await waitUntil(() => stepForm(host)?.querySelector('[name="password"]'), 'no password field');
  await fillForm(host, { email, password: 'Trader2024' });
  await submitForm(host);
  await waitForStep(host, 'done');
  return host;
}

describe('redirects after a form succeeds', () => {
  const email = uniqueEmail('redirects');
  let navigations: ReturnType<typeof watchNavigations>;
  let errors: string[];
  const consoleError = console.error;

  before(async () => {
    const base = await useFormsBackend();
    await createFormsClient({ baseUrl: base, xsrfOrigins: [new URL(base).origin] }).signup(accountSignup(email));
  });
  beforeEach(() => {
    navigations = watchNavigations();
    errors = [];
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    delete (window as { hijacked?: boolean }).hijacked;
  });
  afterEach(async () => {
    navigations.stop();
    console.error = consoleError;
    document.querySelectorAll('[data-test-form]').forEach((form) => form.remove());
    sessionStorage.clear();
    await switchFault({ mode: 'ok', path: '/api/user/authorise' });
  });

  const answerWith = (redirect_url: string) =>
    switchFault({ mode: 'answer', path: '/api/user/authorise', body: { email }, answer: { redirect_url } });

  it("follows the answer's relative redirect_url", async () => {
    await logIn(email);
    await waitUntil(() => navigations.urls.length, 'no navigation');
    expect(navigations.urls).to.deep.equal([new URL('/webtrader', location.href).href]);
    expect(errors).to.be.empty;
  });

  it('follows an origin named by data-redirect-origins', async () => {
    await answerWith('https://webtrader.partner.example/terminal');
    await logIn(email);
    await waitUntil(() => navigations.urls.length, 'no navigation');
    expect(navigations.urls).to.deep.equal(['https://webtrader.partner.example/terminal']);
  });

  it('refuses a javascript: redirect_url: nothing runs, one console error, the done step stays', async () => {
    await answerWith('javascript:window.hijacked=true');
    const host = await logIn(email);
    await waitUntil(() => errors.length, 'no console error');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect((window as { hijacked?: boolean }).hijacked).to.equal(undefined);
    expect(navigations.urls).to.be.empty;
    expect(errors).to.deep.equal([
      '<login-form>: not following the redirect to "javascript:window.hijacked=true": its scheme javascript: is not http(s).',
    ]);
    expect(headingText(host)).to.equal('You are logged in');
  });

  it('refuses a redirect_url on a foreign host', async () => {
    await answerWith('https://evil.example/phish');
    const host = await logIn(email);
    await waitUntil(() => errors.length, 'no console error');
    expect(navigations.urls).to.be.empty;
    expect(errors[0]).to.contain('https://evil.example is neither this site nor a trusted origin');
    expect(headingText(host)).to.equal('You are logged in');
  });

  it('refuses a javascript: or foreign redirect attribute the same way', async () => {
    await logIn(email, { redirect: 'javascript:window.hijacked=true' });
    await logIn(email, { redirect: 'https://evil.example/' });
    await waitUntil(() => errors.length === 2, `console errors: ${errors.join(' | ')}`);
    expect((window as { hijacked?: boolean }).hijacked).to.equal(undefined);
    expect(navigations.urls).to.be.empty;
    expect(errors[0]).to.contain('its scheme javascript: is not http(s)');
    expect(errors[1]).to.contain('https://evil.example is neither this site nor a trusted origin');
  });
});
