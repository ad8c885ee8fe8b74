/**
 * The page's own content for a part of a light-DOM field (`<span slot="label-terms">…<a href>…</a></span>`
 * in the element): a <slot> works only in a shadow root, so the field shows a copy. The page's
 * node stays where the page put it (no slot takes it, so it is not drawn): a framework that
 * renders the page may change or remove it, and the copy follows. Without it, the fallback.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

const pageChild = (host: HTMLElement, slot: string) => [...host.children].find((child) => child.slot === slot);

export function PageContent({ host, slot, children }: { host: HTMLElement; slot: string; children: ReactNode }) {
  const [content, setContent] = useState(() => pageChild(host, slot));
  const copy = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const show = () => content && copy.current!.replaceChildren(content.cloneNode(true));
    show();
    // The element's children (the page adds or removes one) and the content's own changes.
    const observer = new MutationObserver(() => {
      const next = pageChild(host, slot);
      if (next === content) show();
      else setContent(next);
    });
    observer.observe(host, { childList: true });
    if (content) observer.observe(content, { subtree: true, childList: true, characterData: true, attributes: true });
    return () => observer.disconnect();
  }, [host, slot, content]);
  return content ? <span ref={copy} /> : children;
}
