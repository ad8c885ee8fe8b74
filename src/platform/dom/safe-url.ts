/**
 * The one rule for a URL that comes as data (an attribute, a property, remote JSON) and becomes a
 * link, a frame or a navigation: http(s), mailto, tel, a relative URL or an in-page `#id`.
 * Anything else (`javascript:`, `data:`, `vbscript:`) could run script on a click, in the origin
 * of whichever page embeds us. Views draw links through `SafeLink`
 * (src/platform/hooks/safe-link.tsx); lint forbids any other `href={...}` (docs/SECURITY.md).
 */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** The scheme a browser would read, lower-cased, or null for a relative URL. */
export function urlScheme(url: string): string | null {
  // Browsers drop ASCII whitespace and control characters when they parse a URL, so
  // "java\nscript:" is a javascript: URL.
  // eslint-disable-next-line no-control-regex
  const bare = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const match = /^([a-z][a-z\d+.-]*):/i.exec(bare);
  return match ? match[1]!.toLowerCase() : null;
}

export function isSafeLink(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === null || LINK_SCHEMES.has(scheme);
}

/** What was refused already: views re-render, and a bad value deserves one message, not one per render. */
const reported = new Set<string>();

/**
 * The URL, trimmed, when it is safe to follow; else null, after one console error naming who gave
 * it (`<site-map> item "href"`). Empty or absent gives null without a word.
 */
export function safeLink(url: string | null | undefined, source: string): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (isSafeLink(trimmed)) return trimmed;
  const message = `${source} "${trimmed}" is not a safe link (http(s), relative, #id, mailto: or tel:); showing no link.`;
  if (!reported.has(message)) {
    reported.add(message);
    console.error(message);
  }
  return null;
}

/** Sends the visitor to `url` when it is a safe link; says whether it did. */
export function navigateTo(url: string, source: string): boolean {
  const safe = safeLink(url, source);
  if (safe !== null) location.assign(safe);
  return safe !== null;
}

/** Opens `url` in a window of its own when it is a safe link: the window, or null (refused or blocked). */
export function openWindow(url: string, source: string, name: string, features: string): Window | null {
  const safe = safeLink(url, source);
  return safe === null ? null : window.open(safe, name, features);
}
