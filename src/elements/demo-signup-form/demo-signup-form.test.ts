import { expect, waitUntil } from '@open-wc/testing';
import { receivedRequests, switchFault, TIMEZONE, uniqueEmail, type ReceivedRequest } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { COUNTRIES_PATH } from '../../forms/countries';
import { demoSignupForm } from './demo-signup-form.element';

const details = (email: string) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email,
  country: 'DE',
  phone: '151 23456789',
  terms: true,
});

type Answer = { data: Record<string, unknown> };

const demoSignupFormWith = (attributes: Record<string, string> = {}) => forms.mountForm(demoSignupForm, attributes);

describe('<demo-signup-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => demoSignupFormWith());

  const received = async (path: string, match: (request: ReceivedRequest) => boolean) =>
    (await receivedRequests({ path, since: records.since })).filter(match);

  it('opens a forex demo with the platform, leverage and currency the server offers', async () => {
    const host = await demoSignupFormWith();
    const events = forms.recordFormEvents(host);
    expect(forms.headingText(host)).to.equal('Try trading with a free demo account');
    await expect(host).to.be.accessible();
    const email = uniqueEmail('forex-demo');
    await forms.completeStep(host, details(email), 'step-2');

    const [signup, ...more] = await received('/utils/custom-forms/forex-demo/signup', (r) => r.body?.email === email);
    expect(more).to.be.empty;
    expect(signup).to.include({ method: 'POST', status: 200 });
    expect(signup!.body).to.include({
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '+4915123456789', // E.164 (forms/phone-number.ts)
      country: 'DE',
      terms: true,
      timezone: TIMEZONE,
    });
    const { profile_id, client_id } = (signup!.response as Answer).data;
    expect(window.dataLayer).to.deep.include({ event: 'Registration Success', client_id, profile_id });

    const platforms = [...forms.fieldControl<HTMLSelectElement>(host, 'platform').options].map(
      (option) => option.value,
    );
    expect(platforms, 'the choices of the step-2 configuration').to.deep.equal(['', 'mt5', 'webtrader']);
    await forms.completeStep(host, { platform: 'mt5', leverage: '1:100', currency: 'EUR' }, 'thank-you');

    const [account] = await received('/fcm-forms/create-demo-account-2-step', (r) => r.body?.profile_id === profile_id);
    expect(account).to.include({ method: 'POST', status: 200 });
    expect(account!.body).to.include({ platform: 'mt5', leverage: '1:100', currency: 'EUR' });
    const [thankYou] = await received('/utils/forex-demo-ty', (r) => r.body?.profile_id === profile_id);
    expect(thankYou, 'the thank-you request').to.exist;
    await waitUntil(() => forms.headingText(host) === 'Thank you', 'the server’s thank-you title did not show');
    const success = events.find(({ type }) => type === 'form-success');
    expect((success!.detail as Answer).data).to.include({ profile_id, client_id });
  });

  it('opens a simple demo in one step, without timezone, and thanks with its own texts', async () => {
    const host = await demoSignupFormWith({ kind: 'simple' });
    const email = uniqueEmail('simple-demo');
    await forms.completeStep(host, details(email), 'thank-you');
    const [signup] = await received('/utils/custom-forms/demo-signup', (r) => r.body?.email === email);
    expect(signup).to.include({ method: 'POST', status: 200 });
    expect(signup!.body).to.include({ first_name: 'Grace', country: 'DE' });
    expect(signup!.body).to.not.have.property('timezone');
    await waitUntil(() => forms.headingText(host) === 'Your demo account is ready', 'no thank-you title');
    expect(await received('/utils/custom-forms/forex-demo/signup', (r) => r.body?.email === email)).to.be.empty;
  });

  forms.describeFormContract('details', {
    mount: () => demoSignupFormWith(),
    values: () => details(uniqueEmail('demo-contract')),
    path: '/utils/custom-forms/forex-demo/signup',
    next: 'step-2',
    lists: [COUNTRIES_PATH],
  });

  forms.describeFormContract('step-2', {
    mount: () => demoSignupFormWith(),
    reach: (host) => forms.completeStep(host, details(uniqueEmail('demo-step-2')), 'step-2'),
    values: () => ({ platform: 'mt5', leverage: '1:100', currency: 'EUR' }),
    path: '/fcm-forms/create-demo-account-2-step',
    next: 'thank-you',
    match: 'platform',
    // Its configuration is not among them: one that lists no field is no step 2 (below).
    lists: [COUNTRIES_PATH],
  });

  for (const [how, fault] of forms.UNUSUAL_LIST_ANSWERS) {
    it(`has no step 2 when its configuration is ${how}: the sign-up ends (issue #37)`, async () => {
      const config = '/fcm-forms/config/forex-demo-form-step-2';
      const warnings = await forms.withListsFaulted([config], fault, async () => {
        const host = await demoSignupFormWith();
        const events = forms.recordFormEvents(host);
        await forms.completeStep(host, details(uniqueEmail('demo-no-step-2')), 'thank-you');
        expect(events.filter(({ type }) => type === 'form-success')).to.have.length(1);
      });
      expect(warnings.filter((message) => message.includes(config))).to.have.length(1);
    }).timeout(20_000);
  }

  it('shows step 2’s field errors next to the choices and keeps them', async () => {
    const host = await demoSignupFormWith();
    await forms.completeStep(host, details(uniqueEmail('demo-step-2')), 'step-2');
    await forms.fillForm(host, { platform: 'webtrader', leverage: '1:30', currency: 'USD' });
    await switchFault({ mode: 'field-errors', path: '/fcm-forms/create-demo-account-2-step', times: 1 });
    await forms.sendForFieldError(host, 'platform');
    expect(forms.fieldErrorText(host, 'leverage')).to.equal('The server rejected this value (demo fault)');
    expect(forms.fieldControl<HTMLSelectElement>(host, 'platform').value).to.equal('webtrader');
  });
});
