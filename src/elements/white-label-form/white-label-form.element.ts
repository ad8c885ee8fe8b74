import { formElement } from '../../forms/form-element';
import { whiteLabelFlow } from './white-label-form.flow';

/** `<white-label-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('white-label-form', whiteLabelFlow);
