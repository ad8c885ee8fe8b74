import { expect, waitUntil } from '@open-wc/testing';
import { captureConsole } from '../../test/harness';
import {
  acceptedRequests,
  accountSignupPhoneLast,
  receivedRequests,
  switchFault,
  uniqueEmail,
} from '../../test/forms-backend';
import { TIMEZONE } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { COUNTRIES_PATH } from '../../forms/countries';
import { platformDownloadForm as definition } from './platform-download-form.element';

const PROFILE = { first_name: 'Ada', country: 'GB', phone: '+44 7700 900123' };

const downloadForm = (platform: string, firstStep: string) =>
  forms.mountForm(definition, { platform }, { step: firstStep });

const linkOf = (host: forms.FormHost) => host.shadowRoot.querySelector<HTMLAnchorElement>('[part="link"]');

async function openAccount(host: forms.FormHost) {
  const account = accountSignupPhoneLast(uniqueEmail('platform'));
  await forms.completeStep(host, account, 'download-ready');
  await waitUntil(() => linkOf(host), 'no download link');
  return account.email;
}

describe('<platform-download-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => downloadForm('mt5-new', 'signup'));

  it('MetaTrader 4: the email gets the file, step 2 completes that profile, the end links the installer', async () => {
    const host = await downloadForm('mt4-new', 'download');
    const events = forms.recordFormEvents(host);
    const email = uniqueEmail('mt4');
    await forms.completeStep(host, { email, terms: true }, 'step-2');
    const [download] = await acceptedRequests({ path: '/utils/mt4-download/new', since: records.since });
    expect(download!.body).to.deep.equal({ email, terms: true });
    const profileId = forms.answeredProfileId(download!);

    await forms.completeStep(host, PROFILE, 'download-ready');
    const [step2] = await acceptedRequests({ path: '/utils/custom-forms/metatrader-4/step2', since: records.since });
    expect(step2!.body).to.include({ profile_id: profileId, first_name: 'Ada', country: 'GB' });
    expect(forms.headingText(host)).to.equal('Your download is ready');
    await waitUntil(() => linkOf(host), 'no download link');
    expect(linkOf(host)!.textContent).to.equal('Download now');
    expect(linkOf(host)!.getAttribute('href')).to.equal('/downloads/mt4-new-setup.exe');
    expect(events.filter(({ type }) => type === 'form-success')).to.have.length(1);
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'platform-download-form', step: 'step-2' });
  });

  it('the old MetaTrader 4 comes from its own endpoint', async () => {
    const host = await downloadForm('mt4-old', 'download');
    await forms.completeStep(host, { email: uniqueEmail('mt4-old'), terms: true }, 'step-2');
    await forms.completeStep(host, PROFILE, 'download-ready');
    await waitUntil(() => linkOf(host), 'no download link');
    expect(linkOf(host)!.getAttribute('href')).to.equal('/downloads/mt4-old-setup.exe');
    expect(await acceptedRequests({ path: '/utils/mt4-download/old', since: records.since })).to.have.length(1);
    expect(await receivedRequests({ path: '/utils/mt4-download/new', since: records.since })).to.be.empty;
  });

  it('MetaTrader 4 SE: its own step 2 and thank-you text, with the download link', async () => {
    const host = await downloadForm('mt4-se', 'download');
    await forms.completeStep(host, { email: uniqueEmail('mt4-se'), terms: true }, 'step-2');
    await forms.completeStep(host, PROFILE, 'se-thank-you');
    await waitUntil(() => forms.headingText(host) === 'Thank you', 'no SE thank-you text');
    expect(linkOf(host)!.getAttribute('href')).to.equal('/downloads/mt4-new-setup.exe');
    const [step2] = await acceptedRequests({ path: '/utils/custom-forms/metatrader-se/step2', since: records.since });
    const [thankYou] = await acceptedRequests({ path: '/utils/mt4se-ty', since: records.since });
    expect(thankYou!.body).to.deep.equal({ profile_id: step2!.body!.profile_id });
    expect(await receivedRequests({ path: '/utils/custom-forms/metatrader-4/step2', since: records.since })).to.be
      .empty;
  });

  it('MetaTrader 5: opens the account with the timezone, then asks for the installer', async () => {
    const host = await downloadForm('mt5-new', 'signup');
    const email = await openAccount(host);
    const [signup] = await acceptedRequests({ path: '/utils/custom-forms/metatrader-5/signup', since: records.since });
    expect(signup!.body).to.include({ email, first_name: 'Ada', timezone: TIMEZONE });
    const [download] = await acceptedRequests({ path: '/utils/mt5-download/new', since: records.since });
    expect(download!.body).to.deep.equal({ email, terms: true });
    expect(linkOf(host)!.getAttribute('href')).to.equal('/downloads/mt5-new-setup.exe');
    expect(window.dataLayer!.some((entry) => entry.event === 'Registration Success')).to.be.true;
  });

  it('Mac: the sign-up answers with the installer; the JWT variant sends no timezone', async () => {
    const mac = await downloadForm('mac', 'signup');
    await openAccount(mac);
    expect(linkOf(mac)!.getAttribute('href')).to.equal('/downloads/mac-trader.dmg');
    const [signup] = await acceptedRequests({ path: '/utils/custom-forms/mac-trader', since: records.since });
    expect(signup!.body).to.have.property('timezone', TIMEZONE);
    mac.remove();

    const jwt = await downloadForm('mac-jwt', 'signup');
    await openAccount(jwt);
    expect(linkOf(jwt)!.getAttribute('href')).to.equal('/downloads/mac-trader.dmg');
    const [jwtSignup] = await acceptedRequests({ path: '/utils/custom-forms/mac-trader-jwt', since: records.since });
    expect(jwtSignup!.body).to.not.have.property('timezone');
  });

  it('shows step 2 field errors next to the fields and keeps the values', async () => {
    const host = await downloadForm('mt4-new', 'download');
    await forms.completeStep(host, { email: uniqueEmail('mt4'), terms: true }, 'step-2');
    await switchFault({ mode: 'field-errors', path: '/utils/custom-forms/metatrader-4/step2', times: 1 });
    await forms.fillForm(host, PROFILE);
    expect(await forms.sendForFieldError(host, 'first_name')).to.equal('The server rejected this value (demo fault)');
    expect(forms.fieldControl(host, 'first_name').value).to.equal('Ada');
    expect(forms.fieldControl<HTMLSelectElement>(host, 'country').value).to.equal('GB');
  });

  it('keeps the download link when the SE thank-you text cannot load', async () => {
    const logged = captureConsole();
    try {
      const host = await downloadForm('mt4-se', 'download');
      await forms.completeStep(host, { email: uniqueEmail('mt4-se'), terms: true }, 'step-2');
      await switchFault({ mode: 'server-error', path: '/utils/mt4se-ty', times: 1 });
      await forms.completeStep(host, PROFILE, 'se-thank-you');
      await waitUntil(() => linkOf(host), 'no download link');
      expect(forms.headingText(host)).to.equal('Your download is ready');
      expect(logged.messages.join('\n')).to.contain('could not load the MetaTrader 4 SE thank-you');
    } finally {
      logged.restore();
    }
  });

  forms.describeFormContract('signup', {
    mount: () => downloadForm('mt5-new', 'signup'),
    values: () => accountSignupPhoneLast(uniqueEmail('platform')),
    path: '/utils/custom-forms/metatrader-5/signup',
    next: 'download-ready',
    lists: [COUNTRIES_PATH],
  });
});
