import { expect, waitUntil } from '@open-wc/testing';
import { receivedRequests, switchFault, uniqueEmail } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { emailVerification as definition } from './email-verification.element';
import { testRandom } from '../../test/seeded-random';

const verificationForm = (attributes: Record<string, string>, firstStep: string) =>
  forms.mountForm(definition, attributes, { step: firstStep });

const VERIFY_CONFIG = '/fcm-forms/config/verify-email';

describe('<email-verification>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => verificationForm({ email: 'ada@example.com' }, 'code'));

  it('shows the configured code field, checks the code and confirms the email', async () => {
    const host = await verificationForm({}, 'code');
    const events = forms.recordFormEvents(host);
    const [config] = await receivedRequests({ path: '/fcm-forms/config/verify-email', since: records.since });
    expect(config).to.include({ method: 'GET', status: 200 });
    expect(forms.fieldControl(host, 'code').labels![0]!.textContent).to.equal('Code from the email');
    expect(forms.fieldControl(host, 'code').autocomplete).to.equal('one-time-code');
    expect(host.shadowRoot.querySelector('[part="extra"]')).to.equal(null);

    await forms.completeStep(host, { code: '482913' }, 'verified');
    const [verify] = await receivedRequests({ path: '/activation_code/verify/482913/', since: records.since });
    expect(verify).to.include({ method: 'GET', status: 200 });
    expect(forms.headingText(host)).to.equal('Your email is verified');
    expect(events.find(({ type }) => type === 'form-success')!.detail).to.deep.equal({ verified: true });
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'email-verification', step: 'code' });
  });

  it('sends a new code to the address of the email attribute', async () => {
    const email = uniqueEmail('verify');
    const host = await verificationForm({ email }, 'code');
    const resend = host.shadowRoot.querySelector<HTMLButtonElement>('[part="extra"]')!;
    expect(resend.textContent).to.equal('Send a new code');
    resend.click();
    await waitUntil(() => host.shadowRoot.querySelector('.extra-status')?.textContent === 'We sent a new code.');
    const [request] = (
      await receivedRequests({ path: '/utils/custom-forms/email-verify/resend', since: records.since })
    ).filter(({ xsrf }) => xsrf === 'accepted');
    expect(request!.body).to.deep.equal({ email });
    await expect(host).to.be.accessible();
  });

  it('explains a failed check above the form and keeps the code', async () => {
    const host = await verificationForm({}, 'code');
    await switchFault({ mode: 'server-error', path: '/activation_code/verify/739201/', times: 1 });
    await forms.fillForm(host, { code: '739201' });
    expect(await forms.sendForAlert(host)).to.contain('Something went wrong on our side');
    expect(forms.fieldControl(host, 'code').value).to.equal('739201');
    await forms.submitForm(host);
    await forms.waitForStep(host, 'verified');
    const checks = await receivedRequests({ path: '/activation_code/verify/739201/', since: records.since });
    expect(checks.map(({ status }) => status)).to.deep.equal([500, 200]);
  });

  it('goes nowhere natively: submit() sends nothing, Enter past a stopped submit event checks the code once', async () => {
    const code = String(100000 + Math.floor(testRandom() * 900000));
    const host = await verificationForm({}, 'code');
    await forms.fillForm(host, { code });
    // The form's own check sends the code in its path, by the API's design: that one address is allowed.
    await forms.submitNatively(forms.stepForm(host)!, () => forms.waitForStep(host, 'verified'), [code]);
    const checks = await receivedRequests({ path: `/activation_code/verify/${code}/`, since: records.since });
    expect(checks.map(({ method, status }) => `${method} ${status}`)).to.deep.equal(['GET 200']);
  });

  // The verify step is a GET with the code in its path: describeFormContract (POST bodies) does
  // not fit, so its list tests are written out here the same way.
  for (const [how, fault] of forms.UNUSUAL_LIST_ANSWERS) {
    it(`checks the code with its configuration ${how}, on the default code field, warning once`, async () => {
      const code = String(100000 + Math.floor(testRandom() * 900000));
      const warnings = await forms.withListsFaulted([VERIFY_CONFIG], fault, async () => {
        const host = await verificationForm({}, 'code');
        await forms.completeStep(host, { code }, 'verified');
      });
      const [verify] = await receivedRequests({ path: `/activation_code/verify/${code}/`, since: records.since });
      expect(verify).to.include({ method: 'GET', status: 200 });
      expect(warnings.filter((message) => message.includes(VERIFY_CONFIG))).to.have.length(1);
    }).timeout(20_000);
  }
});
