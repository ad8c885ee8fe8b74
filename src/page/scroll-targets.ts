/** What the page's scrolling behaviours scroll to, and how. */
import { coveredHeight, scrollToTarget } from '../platform/dom/scroll';
import { decodeHash } from '../platform/dom/url-hash';

/** Space left between the site header and a target we scroll to. */
const HEADER_GAP = 20;

/** The site header: the page's `nav-bar`. */
const HEADER_SELECTOR = 'nav-bar';

/** Scrolls smoothly (500 ms) so that `target` lands 20 px below the site header (docs/RULES.md §2). */
export function scrollBelowHeader(target: Element): Promise<void> {
  return scrollToTarget(target, {
    durationMs: 500,
    offset: -(coveredHeight(document.querySelector(HEADER_SELECTOR)) + HEADER_GAP),
  });
}

/**
 * The element with the id a hash names, in `root`; null for an empty hash or an id nobody has:
 * a hash may belong to a widget (tabs) rather than an element.
 */
export function elementForHash(root: Document | ShadowRoot, hash: string): Element | null {
  const id = decodeHash(hash);
  return id ? root.getElementById(id) : null;
}

/** The notes section a superscript refers to: the first `#notes` or `.notes` of the page. */
export const NOTES_SELECTOR = '#notes, .notes';
