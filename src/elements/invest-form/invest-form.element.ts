import { formElement } from '../../forms/form-element';
import { investFlow } from './invest-form.flow';

/**
 * @summary Opens an Invest account (`/api/sign-up-finexware`), then a thank-you message.
 */
export const investForm = formElement('invest-form', investFlow);
