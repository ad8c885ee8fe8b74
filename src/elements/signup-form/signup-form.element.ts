import { formElement } from '../../forms/form-element';
import { signupFlow } from './signup-form.flow';

/**
 * @summary The live-account sign-up: details, a GeeTest check when the registration API issues one, the SMS code and step 2 its answer asks for, then the server's own thank-you.
 * @attr no-captcha - skips the security check, for pages with their own bot check.
 */
export const signupForm = formElement('signup-form', signupFlow);
