import { formElement } from '../../forms/form-element';
import { subscriptionFlow } from './subscription-form.flow';

/**
 * @summary The newsletter subscription, or the marketing-email consent.
 * @attr kind - `newsletter` (default: `/api/subscribe`) or `marketing` (`/fcm-forms/marketing-emails`).
 */
export const subscriptionForm = formElement('subscription-form', subscriptionFlow);
