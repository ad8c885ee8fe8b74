import { expect, waitUntil } from '@open-wc/testing';
import {
  accountSignupPhoneLast,
  acceptedRequests,
  receivedRequests,
  switchFault,
  TIMEZONE,
  uniqueEmail,
} from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { COUNTRIES_PATH } from '../../forms/countries';
import { tradingCentralForm as definition } from './trading-central-form.element';

const REGISTER_PATH = '/utils/fcm-forms/trading-central/register';
const THANK_YOU_PATH = '/utils/trading-central-ty';

const tradingCentralForm = (attributes: Record<string, string>, firstStep: string) =>
  forms.mountForm(definition, attributes, { step: firstStep });

describe('<trading-central-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => tradingCentralForm({}, 'register'));

  it('registers with the timezone, completes step 2 for that profile and shows its thank-you', async () => {
    const host = await tradingCentralForm({}, 'register');
    const events = forms.recordFormEvents(host);
    const account = accountSignupPhoneLast(uniqueEmail('trading-central'));
    await forms.completeStep(host, account, 'step-2');
    const [register] = await acceptedRequests({ path: REGISTER_PATH, since: records.since });
    expect(register!.body).to.include({
      email: account.email,
      country: 'GB',
      timezone: TIMEZONE,
    });
    const profileId = forms.answeredProfileId(register!);

    await forms.completeStep(host, { experience: 'intermediate', platform: 'mt5' }, 'thank-you');
    const [step2] = await acceptedRequests({ path: '/utils/fcm-forms/trading-central/step2', since: records.since });
    expect(step2!.body).to.deep.equal({ experience: 'intermediate', platform: 'mt5', profile_id: profileId });
    const [thankYou] = await acceptedRequests({ path: THANK_YOU_PATH, since: records.since });
    expect(thankYou!.body).to.deep.equal({ profile_id: profileId });
    await waitUntil(() => forms.headingText(host) === 'Thank you', 'no thank-you content');
    expect(events.filter(({ type }) => type === 'form-success')).to.have.length(1);
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'trading-central-form', step: 'step-2' });
  });

  it('takes only the email of an existing client', async () => {
    const host = await tradingCentralForm({ kind: 'email' }, 'email');
    expect(forms.headingText(host)).to.equal('Already a client? Get Trading Central research');
    expect(forms.stepForm(host)!.querySelectorAll('.field')).to.have.length(1);
    const email = uniqueEmail('trading-central');
    await forms.completeStep(host, { email }, 'thank-you');
    const [request] = await acceptedRequests({ path: '/utils/fcm-forms/trading-central/email', since: records.since });
    expect(request!.body).to.deep.equal({ email });
    // No sign-up, no profile_id: the built-in text, and no thank-you request without its id.
    expect(forms.headingText(host)).to.equal('Your access is on its way');
    expect(await receivedRequests({ path: THANK_YOU_PATH, since: records.since })).to.be.empty;
    await expect(host).to.be.accessible();
  });

  it('shows the server field errors next to the fields and keeps what was typed', async () => {
    const host = await tradingCentralForm({}, 'register');
    await switchFault({ mode: 'field-errors', path: REGISTER_PATH, times: 1 });
    const account = accountSignupPhoneLast(uniqueEmail('trading-central'));
    await forms.fillForm(host, account);
    expect(await forms.sendForFieldError(host, 'last_name')).to.equal('The server rejected this value (demo fault)');
    expect(forms.fieldControl(host, 'email').value).to.equal(account.email);
    expect(forms.alertText(host)).to.equal('');
  });

  forms.describeFormContract('register', {
    mount: () => tradingCentralForm({}, 'register'),
    values: () => accountSignupPhoneLast(uniqueEmail('trading-central')),
    path: REGISTER_PATH,
    next: 'step-2',
    lists: [COUNTRIES_PATH],
  });
});
