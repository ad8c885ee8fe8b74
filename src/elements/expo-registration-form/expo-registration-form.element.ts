import { formElement } from '../../forms/form-element';
import { expoRegistrationFlow } from './expo-registration-form.flow';

/** `<expo-registration-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('expo-registration-form', expoRegistrationFlow);
