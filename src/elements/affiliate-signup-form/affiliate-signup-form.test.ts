import { expect } from '@open-wc/testing';
import { accountSignup, receivedRequests, switchFault, TIMEZONE } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { COUNTRIES_PATH } from '../../forms/countries';
import { affiliateSignupForm } from './affiliate-signup-form.element';

const AFFILIATE_SIGNUP = '/utils/custom-forms/signup/affiliate-signup';
const AFFILIATE_STEP_2 = '/utils/custom-forms/partner-affiliate/step2';

const mountAffiliateForm = () => forms.mountForm(affiliateSignupForm);

describe('<affiliate-signup-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(mountAffiliateForm);

  forms.describeFormContract('signup', {
    mount: mountAffiliateForm,
    values: accountSignup,
    path: AFFILIATE_SIGNUP,
    next: 'step-2',
    lists: [COUNTRIES_PATH],
  });

  it('signs the affiliate up with timezone, then sends where they promote with the profile_id', async () => {
    const host = await mountAffiliateForm();
    const events = forms.recordFormEvents(host);
    const details = accountSignup();
    await forms.completeStep(host, details, 'step-2');
    const signup = await forms.postedOnce(AFFILIATE_SIGNUP, records.since);
    expect(signup.body).to.include({
      email: details.email,
      first_name: 'Ada',
      country: 'GB',
      timezone: TIMEZONE,
    });
    const profileId = forms.answeredProfileId(signup);
    await expect(host).to.be.accessible();

    await forms.completeStep(host, { website: 'https://trading-blog.example', traffic_source: 'seo' }, 'thank-you');
    const step2 = await forms.postedOnce(AFFILIATE_STEP_2, records.since);
    expect(step2.body).to.deep.equal({
      website: 'https://trading-blog.example',
      traffic_source: 'seo',
      profile_id: profileId,
    });
    expect(forms.headingText(host)).to.equal('Welcome on board');
    expect(events.map(({ type }) => type)).to.include('form-success');
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'affiliate-signup-form', step: 'step-2' });
  });

  it('shows the server’s field errors next to the sign-up fields and keeps the values', async () => {
    const host = await mountAffiliateForm();
    const details = accountSignup();
    await forms.fillForm(host, details);
    await switchFault({ mode: 'field-errors', path: AFFILIATE_SIGNUP, times: 1 });
    await forms.sendForFieldError(host, 'email');
    expect(forms.fieldErrorText(host, 'last_name')).to.equal('The server rejected this value (demo fault)');
    expect(forms.fieldControl(host, 'email').value).to.equal(details.email);
    expect(forms.fieldControl(host, 'last_name').value).to.equal('Lovelace');
    expect(forms.headingText(host)).to.equal('Become an affiliate');
  });

  it('requires the website in step 2, unlike the optional website of other forms', async () => {
    const host = await mountAffiliateForm();
    await forms.completeStep(host, accountSignup(), 'step-2');
    await forms.fillForm(host, { traffic_source: 'social' });
    expect(await forms.sendForFieldError(host, 'website')).to.equal('This field is required');
    expect(await receivedRequests({ path: AFFILIATE_STEP_2, since: records.since })).to.be.empty;
  });
});
