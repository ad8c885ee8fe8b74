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
import { partnerSignupFormWords } from './partner-signup-form.words';

export const partnerSignupFlow: Flow<object, ProfileSignupStepId> = {
  attributes: {},
  showProgress: true,
  words: partnerSignupFormWords,
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
