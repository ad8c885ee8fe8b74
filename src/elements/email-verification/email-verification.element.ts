import { formElement } from '../../forms/form-element';
import { emailVerificationFlow } from './email-verification.flow';

/** `<email-verification>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('email-verification', emailVerificationFlow);
