import { formElement } from '../../forms/form-element';
import { signupFlow } from './signup-form.flow';

/**
 * @summary The live-account sign-up: details, a GeeTest security check when the registration API issues one, an SMS code for the phone, step 2, then the server's thank-you page.
 * @attr no-captcha - skips the security check, for pages with their own bot check.
 */
export const signupForm = formElement('signup-form', signupFlow);
