import { formElement } from '../../forms/form-element';
import { whiteLabelFlow } from './white-label-form.flow';

/**
 * @summary A white-label enquiry, then a thank-you message.
 */
export const whiteLabelForm = formElement('white-label-form', whiteLabelFlow);
