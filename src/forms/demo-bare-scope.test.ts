/**
 * The demo's bare scope (demo/backend/forms.mjs): under `/__scope/bare/` the demo backend answers
 * every forms, account and registration call `{}`, as an API written from the spec alone may, and
 * `/forms.html` links to the forms page pointed there (docs/FORMS.md, issue #19); the other bare
 * scopes, listed there too, answer every call with ids, a code, malformed ids or a failure
 * (issue #29; demo-bare-scope-ids.test.ts clicks through one).
 */
import { expect } from '@open-wc/testing';
import { signupForm } from '../elements/signup-form/signup-form.element';
import { account } from '../test/bare-walks';
import { lastReceivedId, receivedRequests, sameSiteBackendUrl } from '../test/forms-backend';
import { fillForm, mountForm, removeForms, submitForm, waitForStep } from '../test/forms';
import { backendUrl } from '../test/harness';

describe("the demo backend's bare scope", function () {
  this.timeout(20_000);
  before(async () => {
    const base = `${await sameSiteBackendUrl()}/__scope/bare`;
    Object.assign(document.body.dataset, { formsApi: base, accountApi: base, registrationApi: base });
  });
  afterEach(removeForms);

  it('serves the forms page pointed at it, linked from /forms.html', async () => {
    const forms = await (await fetch(`${await backendUrl()}/forms.html`)).text();
    expect(forms).to.contain('href="/__scope/bare/forms.html"');
    const bare = await (await fetch(`${await backendUrl()}/__scope/bare/forms.html`)).text();
    expect(bare).to.contain(
      '<body data-forms-api="/__scope/bare" data-account-api="/__scope/bare" data-registration-api="/__scope/bare" ',
    );
  });

  it('lists each other bare scope on /forms.html, each serving its forms page', async () => {
    const forms = await (await fetch(`${await backendUrl()}/forms.html`)).text();
    const scopes = ['bare-ids', 'bare-unverified', 'bare-otp', 'bare-malformed', 'bare-500', 'bare-404'];
    const failing = ['bare-late', 'bare-cut', 'bare-ids-then-500', 'bare-otp-then-500'];
    for (const scope of [...scopes, ...failing]) {
      expect(forms).to.contain(`href="/__scope/${scope}/forms.html"`);
      const page = await (await fetch(`${await backendUrl()}/__scope/${scope}/forms.html`)).text();
      expect(page).to.contain(`<body data-forms-api="/__scope/${scope}" `);
    }
  });

  it('answers every call {}: the sign-up goes without a captcha and ends', async () => {
    const since = await lastReceivedId();
    const host = await mountForm(signupForm);
    const values = account();
    await fillForm(host, values);
    await submitForm(host);
    // No ids: no code step, no step 2 (docs/FORMS.md, "Every step after the first").
    await waitForStep(host, 'thank-you');
    // The bare scope's own records: other files' sign-ups run beside this one.
    const received = await receivedRequests({ since, scope: 'bare' });
    const [signup, ...more] = received.filter(
      ({ path, body }) => path === '/fcm-forms/signup' && body?.email === values.email,
    );
    expect(more).to.deep.equal([]);
    expect(signup).to.include({ status: 200 });
    expect(signup!.response).to.deep.equal({});
    expect(signup!.body).to.not.have.property('captcha_token');
    const token = received.find(({ path }) => path === '/captcha/registration/create_token/');
    expect(token?.response, 'no captcha issued').to.deep.equal({});
  });
});
