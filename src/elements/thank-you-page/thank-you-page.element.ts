import { formElement } from '../../forms/form-element';
import { thankYouPageFlow } from './thank-you-page.flow';

/**
 * @summary The message of the page a sign-up lands on, from `/fcm-forms/config/ty-page-single`; it completes the 'Registration Success' analytics event.
 */
export const thankYouPage = formElement('thank-you-page', thankYouPageFlow);
