import { formElement } from '../../forms/form-element';
import { educationSignupFlow } from './education-signup-form.flow';

/** `<education-signup-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('education-signup-form', educationSignupFlow);
