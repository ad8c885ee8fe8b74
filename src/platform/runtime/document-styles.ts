import siteElementsUrl from 'virtual:document-css';
import { pageHead } from '../dom/page-globals';

/**
 * Links the document-level sheet (cloak boxes, light-DOM item styles) into `head` unless its
 * document does. Pages should link it in <head> themselves: added here it arrives after the first
 * paint. The page's <head> comes from the platform's getter: markup named `head` cannot take it.
 */
export function installDocumentStyles(head: HTMLHeadElement = pageHead(), href: string = siteElementsUrl) {
  const doc = head.ownerDocument;
  if (doc.querySelector('link[data-site-elements], style[data-site-elements]')) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  // eslint-disable-next-line no-restricted-syntax -- the library's own sheet: an address from its build, not data
  link.href = href;
  link.dataset.siteElements = '';
  link.onerror = () => console.error(`Loading CSS chunk ${href} failed (CSS_CHUNK_LOAD_FAILED)`);
  head.append(link);
}
