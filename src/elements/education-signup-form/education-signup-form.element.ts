import { formElement } from '../../forms/form-element';
import { educationSignupFlow } from './education-signup-form.flow';

/**
 * @summary Sign-up for the trading courses: the account, then the visitor's experience and interest, then a thank-you text.
 * @attr course - `default` or `zth` (Zero to Hero), which picks the thank-you text.
 */
export const educationSignupForm = formElement('education-signup-form', educationSignupFlow);
