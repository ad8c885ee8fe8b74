/**
 * Which of an element's choices the URL hash names: tabs, blocks, versions, options and popups
 * all read the hash one way. Pure.
 */
import { decodeHash } from '../../platform/dom/url-hash';

/** A key or a hash as compared: without its `#`, trimmed, in lower case. */
const comparable = (key: string) => key.replace(/^#/, '').trim().toLowerCase();

/**
 * The index of the key a URL hash names (`location.hash`, percent-encoded): decoded, ignoring
 * case, the `#` and surrounding spaces; -1 when there is no hash or it names no key. The first
 * of equal keys wins.
 */
export function keyForHash(keys: readonly string[], urlHash: string): number {
  const wanted = comparable(decodeHash(urlHash));
  if (!wanted) return -1;
  return keys.findIndex((key) => comparable(key) === wanted);
}
