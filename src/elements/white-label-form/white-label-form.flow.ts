/**
 * `<white-label-form>`: a business asks about running its own brand on our platform. No
 * attributes of its own.
 *
 * Steps:
 * - `signup`: first and last name, email, phone, country, company, website (optional), terms →
 *   `/utils/custom-forms/white-label` with the referral cookies (no timezone);
 * - `thank-you`: a message; the flow has succeeded.
 */
import { fields } from '../../forms/fields';
import { signupStep, THANK_YOU_MESSAGE, type Flow } from '../../forms/flow';
import { whiteLabelFormWords } from './white-label-form.words';

type StepId = 'signup' | 'thank-you';

export const whiteLabelFlow: Flow<object, StepId> = {
  attributes: {},
  words: whiteLabelFormWords,
  steps: [
    signupStep({
      fields: fields('first_name', 'last_name', 'email', 'country', 'phone', 'company', 'website', 'terms'),
      send: async (values, { apis, request }) => ({ answer: await apis.forms.whiteLabelSignup(values, request) }),
      next: 'thank-you',
    }),
    THANK_YOU_MESSAGE,
  ],
};
