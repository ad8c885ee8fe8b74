import { expect } from '@open-wc/testing';
import { accountSignup, TIMEZONE } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { COUNTRIES_PATH } from '../../forms/countries';
import { partnerSignupForm } from './partner-signup-form.element';

const PARTNER_SIGNUP = '/utils/custom-forms/signup/partner-signup';
const PARTNER_STEP_2 = '/utils/custom-forms/partner/step2';

const progressText = (host: forms.FormHost) => host.shadowRoot.querySelector('.progress')?.textContent ?? '';

async function signUpAsPartner(host: forms.FormHost) {
  const details = { ...accountSignup(), company: 'Lovelace Analytics Ltd', website: 'https://lovelace.example' };
  await forms.completeStep(host, details, 'step-2');
  return details;
}

describe('<partner-signup-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => forms.mountForm(partnerSignupForm));

  it('signs the partner up with timezone, then sends the audience with the profile_id of the sign-up', async () => {
    const host = await forms.mountForm(partnerSignupForm);
    const events = forms.recordFormEvents(host);
    expect(progressText(host)).to.equal('Step 1 of 2');
    const details = await signUpAsPartner(host);
    const signup = await forms.postedOnce(PARTNER_SIGNUP, records.since);
    expect(signup.body).to.include({
      email: details.email,
      company: 'Lovelace Analytics Ltd',
      website: 'https://lovelace.example',
      timezone: TIMEZONE,
    });
    const profileId = forms.answeredProfileId(signup);
    expect(progressText(host)).to.equal('Step 2 of 2');
    await expect(host).to.be.accessible();
    expect(window.dataLayer).to.deep.include({
      event: 'Registration Success',
      profile_id: profileId,
      client_id: (signup.response as { data: { client_id: number } }).data.client_id,
    });

    await forms.completeStep(host, { audience: 'community', audience_size: '1k-10k' }, 'thank-you');
    const step2 = await forms.postedOnce(PARTNER_STEP_2, records.since);
    expect(step2.body).to.deep.equal({ audience: 'community', audience_size: '1k-10k', profile_id: profileId });
    expect(forms.headingText(host)).to.equal('Welcome on board');
    expect(events.filter(({ type }) => type === 'form-success')).to.have.length(1);
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'partner-signup-form', step: 'step-2' });
  });

  forms.describeFormContract('signup', {
    mount: () => forms.mountForm(partnerSignupForm),
    values: () => ({ ...accountSignup(), company: 'Lovelace Analytics Ltd', website: 'https://lovelace.example' }),
    path: PARTNER_SIGNUP,
    next: 'step-2',
    lists: [COUNTRIES_PATH],
  });

  forms.describeFormContract('step-2', {
    mount: () => forms.mountForm(partnerSignupForm),
    reach: signUpAsPartner,
    values: () => ({ audience: 'social', audience_size: 'over-100k' }),
    path: PARTNER_STEP_2,
    next: 'thank-you',
    match: 'audience',
  });
});
