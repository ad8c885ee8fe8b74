import { formElement } from '../../forms/form-element';
import { premiumAnalyticsFlow } from './premium-analytics-form.flow';

/**
 * @summary Subscribes a client to Premium Analytics after registering or logging in; the visitor can switch between the two.
 * @attr mode - the first step: `register` (default), `login` (by email) or `phone-login`.
 */
export const premiumAnalyticsForm = formElement('premium-analytics-form', premiumAnalyticsFlow);
