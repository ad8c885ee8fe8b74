import { formElement } from '../../forms/form-element';
import { demoSignupFlow } from './demo-signup-form.flow';

/**
 * @summary A free demo account: the forex demo (details, then platform, leverage and currency) or a simple one-step demo.
 * @attr kind - `forex` (default: two steps and the server's thank-you page) or `simple` (one step).
 */
export const demoSignupForm = formElement('demo-signup-form', demoSignupFlow);
