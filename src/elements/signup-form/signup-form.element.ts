import { formElement } from '../../forms/form-element';
import { signupFlow } from './signup-form.flow';

/** `<signup-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('signup-form', signupFlow);
