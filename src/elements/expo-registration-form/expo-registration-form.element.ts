import { formElement } from '../../forms/form-element';
import { expoRegistrationFlow } from './expo-registration-form.flow';

/**
 * @summary Registration for an expo the broker attends; without a valid `expo` a message replaces the form.
 * @attr expo - which expo (required, no default): `dubai`, `latam`, `tradedays` or `esg`.
 */
export const expoRegistrationForm = formElement('expo-registration-form', expoRegistrationFlow);
