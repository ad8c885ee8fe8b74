/**
 * On load, a URL hash scrolls smoothly to its element, clear of the site header (docs/RULES.md §2). The
 * browser has already jumped there; we settle it below the header. An element with class
 * `skip-scroll` is left alone: a widget that owns the hash (tabs, hash blocks) places it.
 */
import { pageLoaded } from '../platform/dom/page-state';
import { elementForHash, scrollBelowHeader } from './scroll-targets';

const SKIP_SCROLL_CLASS = 'skip-scroll';

export function scrollToHashOnLoad(): () => void {
  const scroll = () => {
    const target = elementForHash(document, location.hash);
    if (!target || target.classList.contains(SKIP_SCROLL_CLASS)) return;
    void scrollBelowHeader(target);
  };
  // After `load`: images above the target have their height, so the position is final.
  if (pageLoaded()) {
    scroll();
    return () => {};
  }
  addEventListener('load', scroll, { once: true });
  return () => removeEventListener('load', scroll);
}
