import { formElement } from '../../forms/form-element';
import { webtraderFlow } from './webtrader-form.flow';

/** `<webtrader-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('webtrader-form', webtraderFlow);
