import { formElement } from '../../forms/form-element';
import { platformDownloadFlow } from './platform-download-form.flow';

/**
 * @summary The download of a trading platform: an email (MetaTrader 4) or an account (MetaTrader 5, Mac), then the download link.
 * @attr platform - `mt4-new` (default), `mt4-old`, `mt4-se`, `mt5-new`, `mac` or `mac-jwt`.
 */
export const platformDownloadForm = formElement('platform-download-form', platformDownloadFlow);
