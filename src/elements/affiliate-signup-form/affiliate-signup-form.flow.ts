/**
 * `<affiliate-signup-form>`: an affiliate opens an account, then says where they will promote us.
 * No attributes of its own.
 *
 * Steps:
 * - `signup`: first and last name, email, phone, country, password, terms →
 *   `/utils/custom-forms/signup/affiliate-signup`, with timezone and the referral cookies;
 * - `step-2`: `website` (where the links will be placed) and `traffic_source` (`seo`, `social`,
 *   `paid`, `email`, `other`), both required → `/utils/custom-forms/partner-affiliate/step2` with
 *   the `profile_id` of the sign-up's answer;
 * - `thank-you`: a message; the flow has succeeded.
 */
import { accountFields, field, selectField } from '../../forms/fields';
import type { Flow } from '../../forms/flow';
import { profileSignupSteps, type ProfileSignupStepId } from '../../forms/sends';
import { affiliateSignupFormWords } from './affiliate-signup-form.words';

export const affiliateSignupFlow: Flow<object, ProfileSignupStepId> = {
  attributes: {},
  showProgress: true,
  words: affiliateSignupFormWords,
  steps: profileSignupSteps({
    signup: accountFields(),
    signUp: (apis) => apis.forms.affiliateSignup,
    profile: [
      field('website', { required: true, label: 'affiliate_website' }),
      selectField('traffic_source', ['seo', 'social', 'paid', 'email', 'other']),
    ],
    completeProfile: (apis) => apis.forms.partnerAffiliateStep2,
  }),
};
