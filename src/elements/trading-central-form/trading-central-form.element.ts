import { formElement } from '../../forms/form-element';
import { tradingCentralFlow } from './trading-central-form.flow';

/**
 * @summary Access to Trading Central's research: an account and step 2, or an existing client's email; then a thank-you text.
 * @attr kind - `register` (default) or `email`.
 */
export const tradingCentralForm = formElement('trading-central-form', tradingCentralFlow);
