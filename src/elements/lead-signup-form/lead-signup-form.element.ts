import { formElement } from '../../forms/form-element';
import { leadSignupFlow } from './lead-signup-form.flow';

/**
 * @summary A visitor leaves contact details, then may open an account at once by choosing a password.
 * @attr kind - `lead` (default), `with-demo` (the account fields, opening a demo account) or `email` (email and terms only).
 */
export const leadSignupForm = formElement('lead-signup-form', leadSignupFlow);
