import { formElement } from '../../forms/form-element';
import { partnerSignupFlow } from './partner-signup-form.flow';

/** `<partner-signup-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('partner-signup-form', partnerSignupFlow);
