/**
 * `<campaign-form>`: a visitor signs up for a marketing campaign (a contest, a webinar series).
 *
 * Attribute `campaign` (required): the campaign's code, sent as `campaign`. Without it the form
 * still works, because the visitor's details are worth keeping, but the sign-up is credited to no
 * campaign: the console says so when the form starts, and the body has no `campaign`.
 *
 * Steps:
 * - `signup`: first name, email, country, terms → `/api/campaign/signup` (user-account API) with
 *   the referral cookies;
 * - `thank-you`: a message; the flow has succeeded.
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { fields } from '../../forms/fields';
import { signupStep, THANK_YOU_MESSAGE, type Flow } from '../../forms/flow';
import { campaignFormWords } from './campaign-form.words';

type StepId = 'signup' | 'thank-you';

const campaignFormAttributes = { campaign: attr.string() };

export type CampaignFormProps = PropsOf<typeof campaignFormAttributes>;

export const campaignFlow: Flow<CampaignFormProps, StepId> = {
  attributes: campaignFormAttributes,
  words: campaignFormWords,
  start({ campaign }) {
    if (!campaign.trim()) {
      console.error(
        '<campaign-form>: no "campaign" attribute: sign-ups are sent without a campaign and credited to none.',
      );
    }
    return 'signup';
  },
  steps: [
    signupStep({
      fields: fields('first_name', 'email', 'country', 'terms'),
      async send(values, { props, apis, request }) {
        const campaign = props.campaign.trim();
        const body = campaign ? { ...values, campaign } : values;
        return { answer: await apis.account.campaignSignup(body, request) };
      },
      next: 'thank-you',
    }),
    THANK_YOU_MESSAGE,
  ],
};
