import { expect, waitUntil } from '@open-wc/testing';
import { deleteCookies } from '../../test/cookies';
import { backendUrl, nextFrame } from '../../test/harness';
import { allowBackendScripts } from '../../test/script-addresses';
import { receivedRequests, switchFault, TIMEZONE, uniqueEmail, type ReceivedRequest } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { COMPANIES_PATH } from '../../forms/companies';
import { COUNTRIES_PATH } from '../../forms/countries';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { signupForm } from './signup-form.element';
import { signupFlow, type SignupFormProps } from './signup-form.flow';
import type { FieldsStep, FormApis, StepContext } from '../../forms/flow';
import { transitionAfter } from '../../forms/transitions';
import { englishWords } from '../../forms/translations';
import { testRandom } from '../../test/seeded-random';
import { formMemory } from '../../forms/form-memory';

const PASSWORD = 'Trader2024';

const details = (email = uniqueEmail('signup')) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email,
  // The country first: the phone's code follows it, and the visitor types the national number.
  country: 'GB',
  phone: '7700 900123',
  password: PASSWORD,
  terms: true,
});

const STEP_2_CONFIG = '/fcm-forms/config/signup-step-2';

type Answer = { data: Record<string, unknown> };

/** The code the phone field's box shows. */
const phoneCode = (host: forms.FormHost) => forms.stepForm(host)?.querySelector('.phone-code')?.textContent;

// The GeeTest stand-in comes from the demo backend, another origin than the test page.
before(allowBackendScripts);

describe('<signup-form>', () => {
  const records = forms.formTestHooks();
  let captchaSrc: string;
  before(async () => (captchaSrc = `${await backendUrl()}/geetest/gt4.js`));
  afterEach(() => expect(document.querySelector('#geetest-stand-in'), 'the challenge left on the page').to.equal(null));

  const signupFormWith = (attributes: Record<string, string> = {}) =>
    forms.mountForm(signupForm, { 'captcha-src': captchaSrc, ...attributes });

  /** Presses the button, then passes (or closes) the security check as the visitor would. */
  async function sendDetails(host: forms.FormHost, challenge: 'verify' | 'close' = 'verify') {
    forms.submitButton(host).click();
    const selector = `#geetest-stand-in-${challenge}`;
    // The checks, the token and the script come first: a bound, not a wait, wide enough for a
    // machine at load 7 (5 s once ran out there).
    await waitUntil(() => document.querySelector(selector), `the challenge did not show ${selector}`, {
      timeout: 10_000,
    });
    document.querySelector<HTMLButtonElement>(selector)!.click();
  }

  const received = async (path: string, match: (request: ReceivedRequest) => boolean) =>
    (await receivedRequests({ path, since: records.since })).filter(match);
  const byEmail = (email: string) => (request: ReceivedRequest) => request.body?.email === email;

  // Five steps typed in: more than the default 10 s on a busy machine.
  it('opens an account through the details, the security check, the SMS code, step 2 and the thank-you page', async () => {
    document.cookie = 'ref_id=abc; path=/';
    document.cookie = 'affid=partner-7; path=/';
    try {
      const host = await signupFormWith();
      const events = forms.recordFormEvents(host);
      expect(forms.headingText(host)).to.equal('Open your trading account');
      expect(forms.fieldControl(host, 'password').autocomplete).to.equal('new-password');
      await expect(host).to.be.accessible();
      const email = uniqueEmail('signup');
      await forms.fillForm(host, details(email));
      await sendDetails(host);
      await forms.waitForStep(host, 'phone-code');

      expect(await received('/utils/custom-forms/signup/validate-email', byEmail(email))).to.have.length(1);
      const [phone] = await received('/fcm-forms/verify-phone', (request) => request.body?.phone === '+447700900123');
      expect(phone, 'the verify-phone request').to.exist;
      const [signup, ...more] = await received('/fcm-forms/signup', byEmail(email));
      expect(more).to.be.empty;
      expect(signup).to.include({ method: 'POST', status: 200 });
      const token = signup!.body!.captcha_token;
      expect(token).to.be.a('string').and.not.be.empty;
      expect(signup!.body).to.include({
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '+447700900123',
        country: 'GB',
        terms: true,
        marketing: false,
        timezone: TIMEZONE,
        ref_id: 'abc',
        affid: 'partner-7',
      });
      const [created] = await received(
        '/captcha/registration/create_token/',
        (request) => (request.response as { captcha_token?: string }).captcha_token === token,
      );
      expect(created!.body).to.deep.equal({ entity: 'signup', company_id: 1, country_id: 826 });
      const [verified] = await received(
        '/captcha/geetest4/verify/',
        (request) => request.body?.captcha_token === token,
      );
      expect(verified).to.include({ status: 200 });
      const { profile_id, client_id, otp_code_id } = (signup!.response as Answer).data;
      const [sms] = await received(
        '/auth/send_onetime_auth_sms/',
        (request) => request.body?.otp_code_id === otp_code_id,
      );
      expect(sms, 'the SMS for the sign-up').to.exist;
      expect(window.dataLayer).to.deep.include({ event: 'Registration Success', client_id, profile_id });

      await forms.completeStep(host, { code: '123456' }, 'step-2');
      expect(await received('/activation_code/verify/123456/', () => true)).to.not.be.empty;
      expect(await received('/fcm-forms/user-status', byEmail(email))).to.have.length(1);

      expect(forms.fieldControl(host, 'birth_date').type).to.equal('date');
      // Typed as a visitor types into Chromium's en-US date input: month, day, year.
      await forms.fillForm(host, {
        birth_date: '12101990',
        address: '12 St James’s Square',
        city: 'London',
        postcode: 'SW1Y 4JH',
      });
      await forms.submitForm(host);
      await forms.waitForStep(host, 'thank-you');
      const [step2] = await received(
        '/utils/custom-forms/signup/signup-step-2',
        (request) => request.body?.profile_id === profile_id,
      );
      expect(step2).to.include({ status: 200 });
      expect(step2!.body).to.include({ birth_date: '1990-12-10', city: 'London', postcode: 'SW1Y 4JH' });
      const [thankYou] = await received(
        '/utils/custom-forms/signup/thank-you-step',
        (request) => request.body?.profile_id === profile_id,
      );
      expect(thankYou, 'the thank-you request').to.exist;
      await waitUntil(() => forms.headingText(host) === 'Thank you', 'the server’s thank-you title did not show');
      expect(events.filter(({ type }) => type === 'form-success')).to.have.length(1);
      expect(sessionStorage.getItem('site-form:signup-form#0')).to.equal(null);
    } finally {
      await deleteCookies('ref_id', 'affid');
    }
  }).timeout(30_000);

  it('fits a 300 px column with long country names, and its phone box shows the chosen code', async () => {
    const column = document.createElement('div');
    column.style.width = '300px';
    document.body.append(column);
    try {
      const host = await forms.mountForm(signupForm, { 'no-captcha': '' }, { parent: column });
      await forms.fillForm(host, { country: 'AE' });
      await waitUntil(() => phoneCode(host)?.startsWith('+971'), 'no code');
      const right = host.getBoundingClientRect().right;
      const overflowing = [
        ...host.shadowRoot.querySelectorAll('*'),
        ...forms.stepForm(host)!.querySelectorAll('*'),
      ].filter((element) => element.getBoundingClientRect().right > right + 0.5);
      expect(overflowing.map((element) => element.localName)).to.deep.equal([]);
    } finally {
      column.remove();
    }
  });

  it('tells an email with an account to log in, keeps the values and sends no sign-up', async () => {
    const host = await signupFormWith();
    await forms.fillForm(host, details('demo@example.com'));
    expect(await forms.sendForFieldError(host, 'email')).to.equal(
      'This email already has an account: log in, or restore your password if you forgot it.',
    );
    expect(forms.fieldControl(host, 'email').value).to.equal('demo@example.com');
    expect(forms.fieldControl(host, 'password').value).to.equal(PASSWORD);
    expect(document.querySelector('#geetest-stand-in'), 'no challenge for a taken email').to.equal(null);
    expect(await received('/fcm-forms/signup', byEmail('demo@example.com'))).to.be.empty;
  });

  it('explains a security check whose script cannot load, keeps the values, and "Try again" runs it once it can', async () => {
    const host = await signupFormWith({ 'captcha-src': `${await backendUrl()}/geetest/missing.js` });
    const events = forms.recordFormEvents(host);
    const email = uniqueEmail('no-script');
    await forms.fillForm(host, details(email));
    expect(await forms.sendForAlert(host)).to.equal(
      'The security check could not load. Check your connection and try again.',
    );
    expect(events.at(-1)).to.deep.include({ type: 'form-error' });
    expect((events.at(-1)!.detail as { code: string }).code).to.equal('CAPTCHA_UNAVAILABLE');
    expect(forms.fieldControl(host, 'email').value).to.equal(email);
    expect(await received('/fcm-forms/signup', byEmail(email))).to.be.empty;

    host.setAttribute('captcha-src', captchaSrc);
    await nextFrame();
    host.shadowRoot.querySelector<HTMLButtonElement>('[part="retry"]')!.click();
    await waitUntil(() => document.querySelector('#geetest-stand-in-verify'), 'the challenge did not show', {
      timeout: 5000,
    });
    document.querySelector<HTMLButtonElement>('#geetest-stand-in-verify')!.click();
    await forms.waitForStep(host, 'phone-code');
  });

  it('asks to complete the security check when the visitor closes it, keeping the values', async () => {
    const host = await signupFormWith();
    const events = forms.recordFormEvents(host);
    const email = uniqueEmail('closed');
    await forms.fillForm(host, details(email));
    await sendDetails(host, 'close');
    await waitUntil(() => forms.alertText(host), 'no alert');
    expect(forms.alertText(host)).to.equal('Complete the security check to continue.');
    expect(events.at(-1)).to.deep.equal({
      type: 'form-error',
      detail: { code: 'CAPTCHA_CLOSED', status: null, message: 'Complete the security check to continue.' },
    });
    expect(forms.fieldControl(host, 'email').value).to.equal(email);
    expect(forms.fieldControl(host, 'password').value).to.equal(PASSWORD);
    expect(await received('/fcm-forms/signup', byEmail(email))).to.be.empty;

    // A second try shows the check again and goes through.
    await sendDetails(host);
    await forms.waitForStep(host, 'phone-code');
    expect(await received('/fcm-forms/signup', byEmail(email))).to.have.length(1);
  });

  it('shows the sign-up’s field errors next to the fields, and skips the check with no-captcha', async () => {
    const host = await signupFormWith({ 'no-captcha': '' });
    const email = uniqueEmail('rejected');
    await forms.fillForm(host, details(email));
    await switchFault({ mode: 'field-errors', path: '/fcm-forms/signup', body: { email }, times: 1 });
    await forms.sendForFieldError(host, 'email');
    for (const name of ['first_name', 'last_name', 'email', 'phone', 'country', 'password']) {
      expect(forms.fieldErrorText(host, name), name).to.equal('The server rejected this value (demo fault)');
    }
    expect(forms.fieldControl(host, 'first_name').value).to.equal('Ada');
    const [signup] = await received('/fcm-forms/signup', byEmail(email));
    expect(signup).to.include({ status: 422 });
    expect(signup!.body).to.not.have.property('captcha_token');
    expect(document.querySelector('#geetest-stand-in')).to.equal(null);
  });

  it('sends one sign-up however often the button is pressed', async () => {
    const host = await signupFormWith();
    const email = uniqueEmail('double');
    await forms.fillForm(host, details(email));
    forms.submitButton(host).click();
    await sendDetails(host);
    forms.submitButton(host).click();
    await forms.waitForStep(host, 'phone-code');
    expect(await received('/fcm-forms/signup', byEmail(email))).to.have.length(1);
    expect(await received('/utils/custom-forms/signup/validate-email', byEmail(email))).to.have.length(1);
  });

  it('after a lost answer, sends the sign-up again with its key and token, and opens one account', async () => {
    const host = await signupFormWith();
    const email = uniqueEmail('lost');
    await forms.fillForm(host, details(email));
    await switchFault({ mode: 'drop', path: '/fcm-forms/signup', body: { email }, times: 1 });
    await sendDetails(host);
    await waitUntil(() => forms.alertText(host), 'no alert after the lost answer');
    expect(forms.alertText(host)).to.contain('We could not reach our server');
    forms.submitButton(host).click();
    await forms.waitForStep(host, 'phone-code');

    // The server acted once (its replay of the second request is not recorded again), and the
    // checks and the challenge ran once: the retry did not meet "email taken".
    const [signup, ...more] = await received('/fcm-forms/signup', byEmail(email));
    expect(more).to.be.empty;
    expect(signup).to.include({ status: 200 });
    expect(await received('/utils/custom-forms/signup/validate-email', byEmail(email))).to.have.length(1);
    const tokens = await received('/captcha/registration/create_token/', () => true);
    expect(
      tokens.filter(
        ({ response }) => (response as { captcha_token?: string })?.captcha_token === signup!.body!.captcha_token,
      ),
    ).to.have.length(1);
  });

  it('says when the SMS code could not be sent, keeps the details, and "Try again" sends only the SMS', async () => {
    const host = await signupFormWith({ 'no-captcha': '' });
    const email = uniqueEmail('sms-failed');
    await forms.fillForm(host, details(email));
    await switchFault({ mode: 'server-error', path: '/auth/send_onetime_auth_sms/', times: 1 });
    await forms.submitForm(host);
    await waitUntil(() => forms.alertText(host), 'no alert after the SMS failed');
    expect(forms.alertText(host)).to.contain('could not be sent by SMS. Try again.');
    expect(host.shadowRoot.querySelector('section')!.dataset.step).to.equal('details');
    expect(forms.fieldControl(host, 'email').value).to.equal(email);
    host.shadowRoot.querySelector<HTMLButtonElement>('[part="retry"]')!.click();
    await forms.waitForStep(host, 'phone-code');
    const [signup, ...more] = await received('/fcm-forms/signup', byEmail(email));
    expect(more, 'the account was opened once').to.be.empty;
    const { otp_code_id } = (signup!.response as Answer).data;
    const sms = await received('/auth/send_onetime_auth_sms/', (request) => request.body?.otp_code_id === otp_code_id);
    expect(sms, 'the SMS that failed and the one sent again').to.have.length(2);
  });

  it('sends the code again on request, and resumes at step 2 after a reload without the password in sessionStorage', async () => {
    const first = await signupFormWith({ 'no-captcha': '' });
    const email = uniqueEmail('reload');
    await forms.fillForm(first, details(email));
    await forms.submitForm(first);
    await forms.waitForStep(first, 'phone-code');
    first.shadowRoot.querySelector<HTMLButtonElement>('[part="extra"]')!.click();
    await waitUntil(() => first.shadowRoot.querySelector('.extra-status')?.textContent === 'We sent a new code.');
    const [signup] = await received('/fcm-forms/signup', byEmail(email));
    const { profile_id, otp_code_id } = (signup!.response as Answer).data;
    const sms = await received('/auth/send_onetime_auth_sms/', (request) => request.body?.otp_code_id === otp_code_id);
    expect(sms, 'the first SMS and the one sent again').to.have.length(2);
    await forms.fillForm(first, { code: '123456' });
    await forms.submitForm(first);
    await forms.waitForStep(first, 'step-2');
    await forms.fillForm(first, { city: 'London' });
    const kept = sessionStorage.getItem('site-form:signup-form#0')!;
    expect(kept).to.contain(email).and.contain('London');
    expect(kept).to.not.contain(PASSWORD).and.not.contain('123456').and.not.contain('password');
    first.remove();

    const second = await signupFormWith({ 'no-captcha': '' });
    await forms.waitForStep(second, 'step-2');
    expect(forms.fieldControl(second, 'city').value).to.equal('London');
    await forms.fillForm(second, { birth_date: '04021985', address: '1 Main Street', postcode: 'M1 1AA' });
    await forms.submitForm(second);
    await forms.waitForStep(second, 'thank-you');
    const [step2] = await received(
      '/utils/custom-forms/signup/signup-step-2',
      (request) => request.body?.profile_id === profile_id,
    );
    expect(step2!.body).to.include({ city: 'London', birth_date: '1985-04-02' });
  });

  it('stops at the SMS code when the server has no profile for the resumed sign-up, and starts again from the details', async () => {
    const email = uniqueEmail('lost');
    formMemory('signup-form#0').write({
      step: 'phone-code',
      values: {},
      data: { email, profile_id: 1, otp_code_id: 'lost' },
    });
    const host = await signupFormWith({ 'no-captcha': '' });
    await forms.waitForStep(host, 'phone-code');
    await forms.fillForm(host, { code: '123456' });
    expect(await forms.sendForAlert(host)).to.equal(
      'We cannot find your sign-up. Start again, or contact our support team.',
    );
    expect(host.shadowRoot.querySelector<HTMLElement>('[data-step]')!.dataset.step).to.equal('phone-code');
    expect(await received('/fcm-forms/user-status', byEmail(email))).to.have.length(1);

    const startAgain = host.shadowRoot.querySelector<HTMLButtonElement>('[part="switch"]')!;
    expect(startAgain.textContent).to.equal('Start again');
    startAgain.click();
    await forms.waitForStep(host, 'details');
    await forms.fillForm(host, details(email));
    await forms.submitForm(host);
    await forms.waitForStep(host, 'phone-code');
    expect(await received('/fcm-forms/signup', byEmail(email))).to.have.length(1);
  });

  forms.describeFormContract('details', {
    // The security check has its own tests above; the contract is the sign-up's own request.
    mount: () => signupFormWith({ 'no-captcha': '' }),
    values: details,
    path: '/fcm-forms/signup',
    next: 'phone-code',
    lists: [COUNTRIES_PATH],
    timeout: 20_000,
  });

  forms.describeFormContract('step-2', {
    mount: () => signupFormWith({ 'no-captcha': '' }),
    reach: async (host) => {
      await forms.completeStep(host, details(), 'phone-code');
      await forms.completeStep(host, { code: '123456' }, 'step-2');
    },
    // Typed as a visitor types into Chromium's en-US date input: month, day, year.
    values: () => ({
      birth_date: '12101990',
      address: `${Math.floor(testRandom() * 1e6)} St James’s Square`,
      city: 'London',
      postcode: 'SW1Y 4JH',
    }),
    shows: (typed) => ({ ...typed, birth_date: '1990-12-10' }),
    path: '/utils/custom-forms/signup/signup-step-2',
    next: 'thank-you',
    match: 'address',
    // Its configuration is not among them: one that lists no field is no step 2 (below).
    lists: [COUNTRIES_PATH],
    timeout: 30_000,
  });

  for (const [how, fault] of forms.UNUSUAL_LIST_ANSWERS) {
    it(`has no step 2 when its configuration is ${how}: the code confirmed, the sign-up ends (issue #37)`, async () => {
      const warnings = await forms.withListsFaulted([STEP_2_CONFIG], fault, async () => {
        const host = await signupFormWith({ 'no-captcha': '' });
        const events = forms.recordFormEvents(host);
        await forms.completeStep(host, details(), 'phone-code');
        await forms.completeStep(host, { code: '123456' }, 'thank-you');
        expect(events.filter(({ type }) => type === 'form-success')).to.have.length(1);
        expect(events.filter(({ type }) => type === 'form-step').map(({ detail }) => detail)).to.deep.equal([
          { form: 'signup-form', step: 'phone-code' },
          { form: 'signup-form', step: 'thank-you' },
        ]);
      });
      expect(warnings.filter((message) => message.includes(STEP_2_CONFIG))).to.have.length(1);
    }).timeout(30_000);
  }

  // The security check asks for a token with the chosen country's id and its company's id. The
  // built-in list offered when the server's is {} or failing carries none of the server's ids: the
  // token names the country by its ISO code and no company, and the API decides (docs/FORMS.md).
  for (const [how, fault] of forms.UNUSUAL_LIST_ANSWERS) {
    it(`passes the security check and sends the sign-up with the countries ${how}`, async () => {
      const email = uniqueEmail('captcha-countries');
      const warnings = await forms.withListsFaulted([COUNTRIES_PATH], fault, async () => {
        const host = await signupFormWith();
        await forms.fillForm(host, details(email));
        await sendDetails(host);
        await forms.waitForStep(host, 'phone-code');
      });
      const [token] = await received('/captcha/registration/create_token/', () => true);
      expect(token!.body).to.deep.equal({ entity: 'signup', country_id: 'GB' });
      expect(await received(COMPANIES_PATH, () => true), 'no company asked for').to.be.empty;
      const [signup] = await received('/fcm-forms/signup', byEmail(email));
      expect(signup).to.include({ method: 'POST', status: 200 });
      expect(signup!.body!.captcha_token).to.be.a('string').and.not.be.empty;
      expect(warnings.filter((message) => message.includes(COUNTRIES_PATH))).to.have.length(1);
    }).timeout(20_000);
  }

  // A server list whose countries name no company: /fcm-forms/registration-companies is asked, and
  // when it names none the token is asked for without one; the sign-up goes on either way.
  const COUNTRIES_WITHOUT_COMPANIES = {
    mode: 'answer',
    answer: { data: [{ id: 826, code: 'GB', name: 'United Kingdom', phone_code: '+44' }] },
  } as const;
  for (const [how, fault] of forms.UNUSUAL_LIST_ANSWERS) {
    it(`asks for the security check without a company when the companies are ${how}, says so, and signs up`, async () => {
      const email = uniqueEmail('captcha-no-company');
      await switchFault({ ...COUNTRIES_WITHOUT_COMPANIES, path: COUNTRIES_PATH });
      try {
        const warnings = await forms.withListsFaulted([COMPANIES_PATH], fault, async () => {
          const host = await signupFormWith();
          await forms.fillForm(host, details(email));
          await sendDetails(host);
          await forms.waitForStep(host, 'phone-code');
        });
        expect(warnings.filter((message) => message.includes(COMPANIES_PATH))).to.have.length(1);
      } finally {
        await switchFault({ mode: 'ok', path: COUNTRIES_PATH });
      }
      const [token] = await received('/captcha/registration/create_token/', () => true);
      expect(token!.body).to.deep.equal({ entity: 'signup', country_id: 826 });
      const [signup] = await received('/fcm-forms/signup', byEmail(email));
      expect(signup).to.include({ method: 'POST', status: 200 });
      expect(signup!.body!.captcha_token).to.be.a('string').and.not.be.empty;
    }).timeout(20_000);
  }

  describe('at 360 px', () => {
    atPhoneWidth();

    it('fits its fields, long country, phone code and every error, with no text over text', async () => {
      const host = await forms.mountForm(signupForm, { 'no-captcha': '' });
      await forms.fillForm(host, { country: 'AE' });
      await waitUntil(() => phoneCode(host)?.startsWith('+971'), 'no code');
      expectPhoneLayout(host);
      await forms.sendForFieldError(host, 'email');
      expectPhoneLayout(host);
    });
  });
});

/*
 * The details step by its logic: a sign-up started again ("Start again" from a code step the
 * server had no sign-up for) goes where its own answer leads, not the first sign-up's.
 */
const detailsStep = signupFlow.steps.find((step) => step.id === 'details') as FieldsStep<SignupFormProps>;

function contextAfterFirstSignup(answer: unknown): StepContext<SignupFormProps> {
  const signal = new AbortController().signal;
  const apis = {
    forms: { validateEmail: async () => ({}), verifyPhone: async () => ({}), signup: async () => answer },
  } as unknown as FormApis;
  return {
    apis,
    props: { noCaptcha: true } as StepContext<SignupFormProps>['props'],
    // What the first sign-up left: its ids and its code.
    data: { profile_id: 'p1', client_id: 'c1', otp_code_id: 'o1', email: 'first@example.com' },
    request: { idempotencyKey: 'k', signal },
    kept: {},
    keep: () => undefined,
    signal,
    t: englishWords(signupFlow.words),
  };
}

describe('signup-form, the details step started again', () => {
  for (const [what, answer, next] of [
    ['ids, no otp_code_id', { profile_id: 'p2', client_id: 'c2', is_email_verified: true }, 'step-2'],
    ['nothing', {}, 'thank-you'],
  ] as const) {
    it(`answered ${what}: no code step (no SMS was sent), on to ${next}`, async () => {
      const context = contextAfterFirstSignup(answer);
      const values = { email: 'again@example.com', phone: '+447700900123' };
      const outcome = (await detailsStep.send(values, context))!;
      const data = { ...context.data, ...outcome.data };
      expect(transitionAfter(signupFlow, detailsStep, outcome, data)).to.deep.equal({
        to: next === 'thank-you' ? 'end' : 'step',
        id: next,
      });
      expect(data.profile_id, 'the first sign-up’s profile').to.equal(next === 'step-2' ? 'p2' : undefined);
    });
  }
});
