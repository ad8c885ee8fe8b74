import { formElement } from '../../forms/form-element';
import { resetPasswordFlow } from './reset-password-form.flow';

/**
 * @summary A new password: by email, by SMS code, or from a reset link; the end links to the login page.
 * @attr mode - `email` (default) or `phone`.
 * @attr hash - the reset link's hash (default: the page URL's `?hash=`, taken out of the address bar once read and never stored): the form starts at the new password.
 * @attr login-url - where the final link goes (default `/login`).
 */
export const resetPasswordForm = formElement('reset-password-form', resetPasswordFlow);
