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
import type { Flow } from '../../forms/flow';

type StepId = 'signup' | 'thank-you';

export const whiteLabelFlow: Flow<object, StepId> = {
  attributes: {},
  strings: {
    signup_title: 'Launch your own brand',
    signup_submit: 'Send',
    thank_you_title: 'Thank you',
    thank_you_text: 'Our white label team will contact you within two working days.',
  },
  steps: [
    {
      id: 'signup',
      kind: 'fields',
      title: 'signup_title',
      submit: 'signup_submit',
      fields: fields('first_name', 'last_name', 'email', 'country', 'phone', 'company', 'website', 'terms'),
      async send(values, { apis, request }) {
        const answer = await apis.forms.whiteLabelSignup(values, request);
        return { next: 'thank-you', answer };
      },
    },
    { id: 'thank-you', kind: 'message', title: 'thank_you_title', intro: 'thank_you_text' },
  ],
};
