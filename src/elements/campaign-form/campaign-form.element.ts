import { formElement } from '../../forms/form-element';
import { campaignFlow } from './campaign-form.flow';

/** `<campaign-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('campaign-form', campaignFlow);
