import { expect } from '@open-wc/testing';
import { accountSignup } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { COUNTRIES_PATH } from '../../forms/countries';
import { investForm } from './invest-form.element';

const FINEXWARE_SIGNUP = '/api/sign-up-finexware';

const mountInvestForm = () => forms.mountForm(investForm, {}, { step: 'signup' });

describe('<invest-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(mountInvestForm);

  it('opens the Invest account with the account fields and reports the registration', async () => {
    const host = await mountInvestForm();
    const events = forms.recordFormEvents(host);
    expect(forms.fieldControl(host, 'password').autocomplete).to.equal('new-password');
    await expect(host).to.be.accessible();
    const details = accountSignup();
    await forms.completeStep(host, details, 'thank-you');
    const signup = await forms.postedOnce(FINEXWARE_SIGNUP, records.since);
    expect(signup.body)
      .to.include({ ...details, phone: '+447700900123', password: '********' }) // the phone in E.164
      .and.not.to.have.property('timezone');
    const { profile_id, client_id } = (signup.response as { data: { profile_id: number; client_id: number } }).data;
    expect(window.dataLayer).to.deep.include({ event: 'Registration Success', profile_id, client_id });
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'invest-form', step: 'signup' });
    expect((events.find(({ type }) => type === 'form-success')!.detail as { data: object }).data).to.include({
      profile_id,
      status: 'client',
    });
    expect(forms.headingText(host)).to.equal('Your Invest account is open');
  });

  it('shows the server’s message next to an email that already has an account, and keeps the values', async () => {
    const host = await mountInvestForm();
    await forms.fillForm(host, accountSignup('demo@example.com'));
    expect(await forms.sendForFieldError(host, 'email')).to.equal(
      'An account with this email already exists: log in or restore your password',
    );
    expect(forms.fieldControl(host, 'email').value).to.equal('demo@example.com');
    expect(forms.fieldControl(host, 'first_name').value).to.equal('Ada');
    expect(forms.headingText(host)).to.equal('Open an Invest account');
  });

  forms.describeFormContract('signup', {
    mount: mountInvestForm,
    values: accountSignup,
    path: FINEXWARE_SIGNUP,
    next: 'thank-you',
    lists: [COUNTRIES_PATH],
  });
});
