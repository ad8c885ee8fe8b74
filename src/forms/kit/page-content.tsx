/**
 * The page's own content for a part of a light-DOM field (`<span slot="label-terms">…<a href>…</a></span>`
 * in the element): a <slot> works only in a shadow root, so the field shows a copy. The page's
 * node stays where the page put it (no slot takes it, so it is not drawn): a framework that
 * renders the page may change or remove it, and the copy follows. Without it, the fallback.
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';

export function PageContent({ host, slot, children }: { host: HTMLElement; slot: string; children: ReactNode }) {
  const [copy, setCopy] = useState<Node>();
  useLayoutEffect(() => {
    // The element's children (the page adds or removes the content) and the content's own changes.
    const observer = new MutationObserver(show);
    function show() {
      const content = [...host.children].find((child) => child.slot === slot);
      observer.disconnect();
      observer.observe(host, { childList: true });
      if (content) observer.observe(content, { subtree: true, childList: true, characterData: true, attributes: true });
      setCopy(content?.cloneNode(true));
    }
    show();
    return () => observer.disconnect();
  }, [host, slot]);
  return copy ? <span ref={(span) => span?.replaceChildren(copy)} /> : children;
}
