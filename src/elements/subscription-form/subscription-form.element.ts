import { formElement } from '../../forms/form-element';
import { subscriptionFlow } from './subscription-form.flow';

/** `<subscription-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('subscription-form', subscriptionFlow);
