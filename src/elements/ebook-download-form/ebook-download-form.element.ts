import { formElement } from '../../forms/form-element';
import { ebookDownloadFlow } from './ebook-download-form.flow';

/** `<ebook-download-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('ebook-download-form', ebookDownloadFlow);
