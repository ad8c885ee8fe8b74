import { formElement } from '../../forms/form-element';
import { partnerSignupFlow } from './partner-signup-form.flow';

/**
 * @summary A partner (introducing broker) opens an account, then tells the broker about the audience they bring.
 */
export const partnerSignupForm = formElement('partner-signup-form', partnerSignupFlow);
