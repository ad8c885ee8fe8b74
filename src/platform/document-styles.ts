import siteElements from 'virtual:document-css';

/** Adds the document-level rules (cloak, light-DOM item styles) unless the page links them. */
export function installDocumentStyles(doc: Document = document) {
  if (doc.querySelector('link[data-site-elements], style[data-site-elements]')) return;
  const style = doc.createElement('style');
  style.dataset.siteElements = '';
  style.textContent = siteElements;
  doc.head.append(style);
}
