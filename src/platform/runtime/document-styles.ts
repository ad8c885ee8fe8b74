import siteElementsUrl from 'virtual:document-css';

/**
 * Links the document-level sheet (cloak boxes, light-DOM item styles) unless the page does.
 * Pages should link it in <head> themselves: added here it arrives after the first paint.
 */
export function installDocumentStyles(doc: Document = document, href: string = siteElementsUrl) {
  if (doc.querySelector('link[data-site-elements], style[data-site-elements]')) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  // eslint-disable-next-line no-restricted-syntax -- the library's own sheet: an address from its build, not data
  link.href = href;
  link.dataset.siteElements = '';
  link.onerror = () => console.error(`Loading CSS chunk ${href} failed (CSS_CHUNK_LOAD_FAILED)`);
  doc.head.append(link);
}
