import { formElement } from '../../forms/form-element';
import { tradingCentralFlow } from './trading-central-form.flow';

/** `<trading-central-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('trading-central-form', tradingCentralFlow);
