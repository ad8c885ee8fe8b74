/**
 * `<partner-signup-form>`: a partner (introducing broker) opens an account, then tells us about
 * the audience they bring. No attributes of its own.
 *
 * Steps:
 * - `signup`: first and last name, email, phone, country, password, company, website (optional),
 *   terms → `/utils/custom-forms/signup/partner-signup`, with timezone and the referral cookies;
 * - `step-2`: `audience` (where the partner's audience comes from: `website`, `social`,
 *   `community`, `clients`) and `audience_size` (people reached a month: `under-1k`, `1k-10k`,
 *   `10k-100k`, `over-100k`), both required → `/utils/custom-forms/partner/step2` with the
 *   `profile_id` of the sign-up's answer;
 * - `thank-you`: a message; the flow has succeeded.
 */
import { accountFields, selectField } from '../../forms/fields';
import type { Flow } from '../../forms/flow';
import { profileSignupSteps, type ProfileSignupStepId } from '../../forms/sends';

export const partnerSignupFlow: Flow<object, ProfileSignupStepId> = {
  attributes: {},
  showProgress: true,
  strings: {
    signup_title: 'Become a partner',
    signup_submit: 'Continue',
    step_2_title: 'Tell us about your audience',
    step_2_submit: 'Send',
    audience: 'Where does your audience come from?',
    audience_website: 'A website or blog',
    audience_social: 'Social media',
    audience_community: 'A trading community or course',
    audience_clients: 'My own clients',
    audience_size: 'How many people do you reach each month?',
    'audience_size_under-1k': 'Fewer than 1,000',
    'audience_size_1k-10k': '1,000 to 10,000',
    'audience_size_10k-100k': '10,000 to 100,000',
    'audience_size_over-100k': 'More than 100,000',
    thank_you_title: 'Welcome on board',
    thank_you_text: 'Your partner manager will contact you within two working days.',
  },
  steps: profileSignupSteps({
    signup: accountFields('company', 'website'),
    signUp: (apis) => apis.forms.partnerSignup,
    profile: [
      selectField('audience', ['website', 'social', 'community', 'clients']),
      selectField('audience_size', ['under-1k', '1k-10k', '10k-100k', 'over-100k']),
    ],
    completeProfile: (apis) => apis.forms.partnerStep2,
  }),
};
