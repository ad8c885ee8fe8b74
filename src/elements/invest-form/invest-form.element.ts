import { formElement } from '../../forms/form-element';
import { investFlow } from './invest-form.flow';

/** `<invest-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('invest-form', investFlow);
