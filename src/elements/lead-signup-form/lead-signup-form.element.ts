import { formElement } from '../../forms/form-element';
import { leadSignupFlow } from './lead-signup-form.flow';

/** `<lead-signup-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('lead-signup-form', leadSignupFlow);
