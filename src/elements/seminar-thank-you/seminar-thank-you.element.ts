import { formElement } from '../../forms/form-element';
import { seminarThankYouFlow } from './seminar-thank-you.flow';

/**
 * @summary The thank-you message of a seminar sign-up page, fetched for the seminar; the built-in text shows when that fails.
 * @attr seminar - the seminar's code, sent with the page URL's `?profile_id=`.
 */
export const seminarThankYou = formElement('seminar-thank-you', seminarThankYouFlow);
