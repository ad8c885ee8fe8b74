import { formElement } from '../../forms/form-element';
import { affiliateSignupFlow } from './affiliate-signup-form.flow';

/** `<affiliate-signup-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('affiliate-signup-form', affiliateSignupFlow);
