import { formElement } from '../../forms/form-element';
import { demoSignupFlow } from './demo-signup-form.flow';

/** `<demo-signup-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('demo-signup-form', demoSignupFlow);
