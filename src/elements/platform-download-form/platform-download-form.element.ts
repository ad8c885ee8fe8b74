import { formElement } from '../../forms/form-element';
import { platformDownloadFlow } from './platform-download-form.flow';

/** `<platform-download-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('platform-download-form', platformDownloadFlow);
