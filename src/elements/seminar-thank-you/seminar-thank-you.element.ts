import { formElement } from '../../forms/form-element';
import { seminarThankYouFlow } from './seminar-thank-you.flow';

/** `<seminar-thank-you>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('seminar-thank-you', seminarThankYouFlow);
