/** The script address of `captcha-src` (src/platform/dom/script-address.ts), through the sign-up a visitor sends. */
import { expect, waitUntil } from '@open-wc/testing';
import { loggedDuring } from './test/logged';
import { alertText, fillForm, formTestHooks, mountForm, submitButton } from './test/forms';
import { uniqueEmail } from './test/forms-backend';
import { allowBackendScripts, refusedScripts, scriptInDocument, scriptRan } from './test/script-addresses';
import { signupForm } from './elements/signup-form/signup-form.element';

const details = () => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: uniqueEmail('captcha-src'),
  country: 'GB',
  phone: '7700 900123',
  password: 'Trader2024',
  terms: true,
});

before(allowBackendScripts);

describe('<signup-form> captcha-src', function () {
  // A sign-up typed and sent, its chunks and lists fetched first, on a loaded machine: 10 s ran out
  // in a run at load 15.
  this.timeout(20_000);
  formTestHooks();

  it('loads the GeeTest stand-in from the page’s own origin', async () => {
    const host = await mountForm(signupForm, { 'captcha-src': '/demo/geetest/gt4.js' });
    await fillForm(host, details());
    submitButton(host).click();
    await waitUntil(() => document.querySelector('#geetest-stand-in-close'), 'the challenge did not show');
    expect(scriptInDocument('/demo/geetest/gt4.js')).to.equal(true);
    document.querySelector<HTMLButtonElement>('#geetest-stand-in-close')!.click();
    await waitUntil(() => alertText(host), 'no alert');
  });

  for (const { what, src, names } of refusedScripts('captcha')) {
    it(`refuses ${what}: one error, no script, the security check's error`, async () => {
      const host = await mountForm(signupForm, { 'captcha-src': src });
      await fillForm(host, details());
      const errors = await loggedDuring(async () => {
        submitButton(host).click();
        await waitUntil(() => alertText(host), 'no alert');
      });
      expect(alertText(host)).to.equal('The security check could not load. Check your connection and try again.');
      expect(scriptInDocument(src)).to.equal(false);
      expect(scriptRan('captcha')).to.equal(false);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.contain('<form> captcha-src').and.contain(names);
    });
  }
});
