/**
 * The page's own content for a part of a light-DOM field (`<span slot="label-terms">…<a href>…</a></span>`
 * in the element): a <slot> works only in a shadow root, so the element's child is moved in while
 * the field shows and given back to the element when it goes, for the next render to find.
 * Without such a child, the fallback.
 */
import { useCallback, useState, type ReactNode } from 'react';

export function PageContent({ host, slot, children }: { host: HTMLElement; slot: string; children: ReactNode }) {
  const [content] = useState(() => [...host.children].find((child) => child.slot === slot));
  const adopt = useCallback(
    (span: HTMLSpanElement | null) => content && (span ?? host).append(content),
    [content, host],
  );
  return content ? <span ref={adopt} /> : children;
}
