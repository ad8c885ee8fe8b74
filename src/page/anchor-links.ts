/**
 * In-page links (`href="#..."`) scroll smoothly to their element, clear of the header, from the
 * page or from inside an element's shadow root. A link whose hash names no element (a tab's
 * hash) keeps the browser's behaviour.
 */
import { closestInPath, isPlainClick } from './click-target';
import { elementForHash, scrollBelowHeader } from './scroll-targets';

export function handleAnchorLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const link = closestInPath(event, 'a[href^="#"]');
    if (!link) return;
    const hash = link.getAttribute('href')!;
    const root = link.getRootNode() as Document | ShadowRoot;
    const target = elementForHash(root, hash) ?? elementForHash(document, hash);
    if (!target) return;
    event.preventDefault();
    // pushState: the hash and the back button work as for a jump, without the jump.
    if (location.hash !== hash) history.pushState(history.state, '', hash);
    void scrollBelowHeader(target).then(() => moveFocus(target));
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

/** Keyboard and screen-reader users continue from the target, as after a native jump. */
function moveFocus(target: Element) {
  if (!(target instanceof HTMLElement)) return;
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
