/**
 * The rest of the one way a URL from data becomes an address (docs/SECURITY.md, rule 1; links
 * are safe-url.ts): what an image or a video loads, and an address DOM code sets on an element.
 * Lint forbids `<img src={…}>`, `el.src = …` and `setAttribute('href', …)` anywhere else.
 */
import { reportRefused, safeLink, urlScheme } from './safe-url';

/**
 * An image's or a video's address, trimmed, when it is http(s) or relative; else null, after one
 * console error naming who gave it. A `data:` or `blob:` image is not ours to show, and a
 * `javascript:` one is nobody's.
 */
export function safeMediaUrl(url: string | null | undefined, source: string): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  const scheme = urlScheme(trimmed);
  if (scheme === null || scheme === 'http' || scheme === 'https') return trimmed;
  reportRefused(source, trimmed, 'an http(s) or relative address; showing nothing');
  return null;
}

/** Sets `element`'s `href` or `src` (a frame, a stylesheet) when `url` is a safe link; says whether it did. */
export function setSafeUrl(element: Element, attribute: 'href' | 'src', url: string, source: string): boolean {
  const safe = safeLink(url, source);
  if (safe !== null) element.setAttribute(attribute, safe);
  return safe !== null;
}
