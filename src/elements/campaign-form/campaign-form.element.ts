import { formElement } from '../../forms/form-element';
import { campaignFlow } from './campaign-form.flow';

/**
 * @summary Sign-up for a marketing campaign (a contest, a webinar series), sent to `/api/campaign/signup`.
 * @attr campaign - the campaign's code (required): without it the sign-up is credited to no campaign and the console says so.
 */
export const campaignForm = formElement('campaign-form', campaignFlow);
