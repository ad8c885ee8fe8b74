/** Which element an in-page link names. Pure: no DOM. */
import { decodeHash } from '../../platform/dom/url-hash';

/** The id `#id` names (percent-decoded, as the browser matches it), or null when `href` is not an in-page link. */
export function anchorId(href: string): string | null {
  const trimmed = href.trim();
  if (!trimmed.startsWith('#')) return null;
  const id = decodeHash(trimmed);
  return id === '' ? null : id;
}
