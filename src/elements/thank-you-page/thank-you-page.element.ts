import { formElement } from '../../forms/form-element';
import { thankYouPageFlow } from './thank-you-page.flow';

/** `<thank-you-page>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('thank-you-page', thankYouPageFlow);
