import { formElement } from '../../forms/form-element';
import { emailVerificationFlow } from './email-verification.flow';

/**
 * @summary Confirms an email address with the code the visitor received (`/activation_code/verify/{code}/`).
 * @attr email - the address being verified; with it the visitor can ask for a new code.
 */
export const emailVerification = formElement('email-verification', emailVerificationFlow);
