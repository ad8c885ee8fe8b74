import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { documentLinkAttributes, type DocumentLinkProps } from './document-link.attributes';

const view = lazyView(
  () => import('./document-link'),
  (module) => module.DocumentLink,
);

/**
 * A PDF shows a PDF icon and the hint "PDF, {size}" and opens in a new tab; its accessible name
 * ends with "(PDF, 1.2 MB), opens in a new tab". A page shows a page icon and opens in place. An
 * `href` that is missing or runs script (`javascript:`, `vbscript:`, `data:`) logs one error and
 * shows the label without a link. Host marker: `data-type="pdf|html"`.
 * @summary A link to a document (a PDF or a page) that says what it opens.
 * @attr href - the document's URL.
 * @attr type - `pdf`, `html` or `auto` (the default: `pdf` when the URL's path ends in `.pdf`, else `html`). Another value logs one error and is read as `auto`.
 * @attr size - the file's size as the visitor should read it, e.g. `1.2 MB` (optional, PDFs only).
 * @slot - the link's label.
 * @csspart link - the link.
 * @csspart icon - the document icon.
 * @csspart hint - the "(PDF, 1.2 MB)" hint.
 * @cssproperty --site-document-link-color - the link colour (default the accent colour).
 */
export const documentLink: ElementDefinition<DocumentLinkProps> = {
  tag: 'document-link',
  attributes: documentLinkAttributes,
  view,
};
