import { formElement } from '../../forms/form-element';
import { ebookDownloadFlow } from './ebook-download-form.flow';

/**
 * @summary An e-book for an email address: the email and consent go to `/utils/download-ebook`, then the download link shows.
 * @attr ebook - the e-book's code, sent with the email.
 */
export const ebookDownloadForm = formElement('ebook-download-form', ebookDownloadFlow);
