import { formElement } from '../../forms/form-element';
import { webtraderFlow } from './webtrader-form.flow';

/**
 * @summary The way into the web platform: log in (with an SMS code when asked) or switch to a free demo, then go to the platform.
 * @attr mode - the first step: `login` (default) or `demo`.
 * @attr platform-url - where the visitor goes after success (default `/webtrader`); `redirect` wins over it.
 */
export const webtraderForm = formElement('webtrader-form', webtraderFlow);
