import { formElement } from '../../forms/form-element';
import { affiliateSignupFlow } from './affiliate-signup-form.flow';

/**
 * @summary An affiliate opens an account, then says where they will promote the broker (website and traffic source).
 */
export const affiliateSignupForm = formElement('affiliate-signup-form', affiliateSignupFlow);
