/**
 * Which link targets a call-to-action may carry: http(s), mailto, tel, a relative path or an
 * in-page `#id`. Anything else (`javascript:`, `data:`, `vbscript:`) could run script on a click.
 * Pure: no DOM.
 */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** The scheme a browser would read, or null for a relative URL. */
export function hrefScheme(href: string): string | null {
  // Browsers drop ASCII whitespace and control characters when they parse a URL, so
  // "java\nscript:" is a javascript: URL.
  // eslint-disable-next-line no-control-regex
  const bare = href.replace(/[\u0000-\u0020\u007f]/g, '');
  const match = /^([a-z][a-z\d+.-]*):/i.exec(bare);
  return match ? match[1]!.toLowerCase() : null;
}

export function isSafeHref(href: string): boolean {
  const scheme = hrefScheme(href);
  return scheme === null || SAFE_SCHEMES.has(scheme);
}
