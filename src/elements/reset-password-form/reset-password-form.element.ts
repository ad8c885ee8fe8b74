import { formElement } from '../../forms/form-element';
import { resetPasswordFlow } from './reset-password-form.flow';

/** `<reset-password-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('reset-password-form', resetPasswordFlow);
