import { expect, waitUntil } from '@open-wc/testing';
import { captureConsole } from '../../test/harness';
import { receivedRequests, switchFault, TIMEZONE, uniqueEmail } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { COUNTRIES_PATH } from '../../forms/countries';
import { expoRegistrationForm } from './expo-registration-form.element';

const DUBAI_EXPO = '/utils/custom-forms/dubai-expo';

const mountExpoForm = (attributes: Record<string, string>) => forms.mountForm(expoRegistrationForm, attributes);

async function register(host: forms.FormHost, email = uniqueEmail('expo')) {
  await forms.waitForStep(host, 'register');
  await forms.fillForm(host, {
    first_name: 'Katherine',
    last_name: 'Johnson',
    email,
    phone: '+971 50 1234567',
    country: 'AE',
    terms: true,
  });
  await forms.submitForm(host);
  return email;
}

describe('<expo-registration-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => forms.mountForm(expoRegistrationForm, { expo: 'dubai' }, { step: 'register' }));

  it('registers for the Dubai expo without timezone and thanks the visitor', async () => {
    const host = await mountExpoForm({ expo: 'dubai' });
    const events = forms.recordFormEvents(host);
    await forms.waitForStep(host, 'register');
    await expect(host).to.be.accessible();
    const email = await register(host);
    await forms.waitForStep(host, 'thank-you');
    const [request, ...more] = await receivedRequests({ path: DUBAI_EXPO, since: records.since });
    expect(more).to.be.empty;
    expect(request).to.include({ method: 'POST', status: 200 });
    expect(request!.body).to.include({ email, last_name: 'Johnson', phone: '+971501234567', country: 'AE' });
    expect(request!.body).not.to.have.property('timezone');
    expect(forms.headingText(host)).to.equal('You are registered');
    expect(events.filter(({ type }) => type === 'form-success')).to.have.length(1);
    expect(window.dataLayer).to.deep.include({
      event: 'form-success',
      form: 'expo-registration-form',
      step: 'register',
    });
  });

  for (const [expo, path, hasTimezone] of [
    ['latam', '/utils/custom-forms/latam-expo', true],
    ['tradedays', '/utils/custom-forms/tradedays', true],
    ['esg', '/utils/custom-forms/esg', false],
  ] as const) {
    it(`with expo="${expo}" registers at ${path}, ${hasTimezone ? 'with' : 'without'} timezone`, async () => {
      const host = await mountExpoForm({ expo });
      const email = await register(host);
      await forms.waitForStep(host, 'thank-you');
      const [request] = await receivedRequests({ path, since: records.since });
      expect(request!.body).to.include({ email });
      if (hasTimezone) expect(request!.body).to.include({ timezone: TIMEZONE });
      else expect(request!.body).not.to.have.property('timezone');
    });
  }

  it('shows no form and logs the problem when the expo is missing or unknown', async () => {
    const errors = captureConsole();
    try {
      const missing = await mountExpoForm({});
      await forms.waitForStep(missing, 'not-configured');
      const unknown = await mountExpoForm({ expo: 'paris' });
      await forms.waitForStep(unknown, 'not-configured');
      expect(forms.stepForm(unknown)).to.be.null;
      expect(forms.headingText(unknown)).to.equal('Registration is not available here');
    } finally {
      errors.restore();
    }
    const noExpo =
      '<expo-registration-form>: set the "expo" attribute to one of dubai, latam, tradedays, esg; no form is shown.';
    expect(errors.messages).to.deep.equal([
      noExpo,
      '<expo-registration-form>: attribute "expo" expected one of dubai, latam, tradedays, esg, got "paris"; using the default.',
      noExpo,
    ]);
  });

  it('sends nothing once the expo attribute is removed, and says whom to contact', async () => {
    const host = await mountExpoForm({ expo: 'dubai' });
    await forms.waitForStep(host, 'register');
    host.removeAttribute('expo');
    await register(host);
    await waitUntil(() => forms.alertText(host), 'no alert');
    expect(forms.alertText(host)).to.equal('Please contact our support team to register for the event.');
    expect(await receivedRequests({ path: DUBAI_EXPO, since: records.since })).to.be.empty;
  });

  it('shows the server’s field errors next to the fields and keeps the values', async () => {
    const host = await mountExpoForm({ expo: 'dubai' });
    await forms.waitForStep(host, 'register');
    await switchFault({ mode: 'field-errors', path: DUBAI_EXPO, times: 1 });
    const email = await register(host);
    await waitUntil(() => forms.fieldErrorText(host, 'phone'), 'no phone error');
    expect(forms.fieldErrorText(host, 'email')).to.equal('The server rejected this value (demo fault)');
    expect(forms.fieldControl(host, 'email').value).to.equal(email);
    expect(forms.fieldControl(host, 'last_name').value).to.equal('Johnson');
  });

  forms.describeFormContract('register', {
    mount: () => forms.mountForm(expoRegistrationForm, { expo: 'dubai' }, { step: 'register' }),
    values: () => ({
      first_name: 'Katherine',
      last_name: 'Johnson',
      email: uniqueEmail('expo'),
      phone: '+971 50 1234567',
      country: 'AE',
      terms: true,
    }),
    path: DUBAI_EXPO,
    next: 'thank-you',
    lists: [COUNTRIES_PATH],
  });
});
