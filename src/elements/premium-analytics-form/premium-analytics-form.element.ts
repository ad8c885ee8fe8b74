import { formElement } from '../../forms/form-element';
import { premiumAnalyticsFlow } from './premium-analytics-form.flow';

/** `<premium-analytics-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('premium-analytics-form', premiumAnalyticsFlow);
