/** Document link rules: which URLs may be linked, the document's type, the hint it shows. Pure. */

export type DocumentType = 'pdf' | 'html';

/** Schemes that run code or load a page the visitor did not ask for, never linked. */
const UNSAFE_SCHEME = /^(javascript|vbscript|data):/i;

/** Browsers ignore control characters and whitespace in a scheme: `java\tscript:` runs too. */
// eslint-disable-next-line no-control-regex -- the characters browsers strip from a URL
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;

export interface DocumentLinkModel {
  /** The URL to link, or null: the label is shown without a link. */
  href: string | null;
  type: DocumentType;
  /** Visible text after the label, e.g. `PDF, 1.2 MB`; empty for a page. */
  hint: string;
  /** PDFs open in a new tab (the visitor keeps the page they were reading). */
  newTab: boolean;
  /** A template error to log once, or null. */
  error: string | null;
}

/** `pdf` for a URL whose path ends in `.pdf` (any case, before a query or hash), else `html`. */
export function guessType(href: string): DocumentType {
  const path = href.trim().split(/[?#]/, 1)[0]!;
  return /\.pdf$/i.test(path) ? 'pdf' : 'html';
}

export function describeLink(href: string, type: DocumentType | 'auto', size: string): DocumentLinkModel {
  const url = href.trim();
  const kind = type === 'auto' ? guessType(url) : type;
  const sizeText = size.trim();
  const hint = kind === 'pdf' ? (sizeText ? `PDF, ${sizeText}` : 'PDF') : '';
  const base = { type: kind, hint, newTab: kind === 'pdf' };
  if (!url) return { ...base, href: null, error: 'attribute "href" is missing' };
  if (UNSAFE_SCHEME.test(url.replace(IGNORED_IN_SCHEME, ''))) {
    return { ...base, href: null, error: `attribute "href" "${href}" is not a document address` };
  }
  return { ...base, href: url, error: null };
}
