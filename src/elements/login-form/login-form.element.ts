import { formElement } from '../../forms/form-element';
import { loginFlow } from './login-form.flow';

/** `<login-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('login-form', loginFlow);
