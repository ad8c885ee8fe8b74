import { useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { anchorId } from './site-anchor.model';
import css from './site-anchor.css';
import type { SiteAnchorProps } from './site-anchor.attributes';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

/**
 * The link itself: scrolling, the hash and focus are the page's in-page link behaviour
 * (src/page/anchor-links.ts, started by the entry for every `#` link, in shadow roots too), so
 * this link moves exactly like every other one. The element adds the check of its `href` and
 * the warning for a missing target (docs/RULES.md §8).
 */
export function SiteAnchor({ href, host }: SiteAnchorProps & HostProps) {
  const id = anchorId(href);
  const warned = useRef(new Set<string>());

  useEffect(() => {
    if (href !== '' && id === null) {
      console.error(
        `<site-anchor>: attribute "href" "${href}" is not an in-page "#id" link; showing the text without a link.`,
      );
    }
  }, [href, id]);

  // site-anchor.document.css styles the text as a link until the view arrives.
  useLayoutEffect(() => host.setAttribute('data-view', ''), [host]);

  if (id === null) {
    return (
      <a part="link">
        <slot />
      </a>
    );
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Looked up where the page behaviour looks: beside the link, then in the document.
    const root = event.currentTarget.getRootNode() as ShadowRoot;
    if (root.getElementById(id) ?? document.getElementById(id)) return;
    if (warned.current.has(id)) return;
    warned.current.add(id);
    console.warn(`<site-anchor>: no element has the id "${id}" (href "${href}"): nothing to scroll to.`);
  };

  return (
    <a part="link" href={href.trim()} onClick={onClick}>
      <slot />
    </a>
  );
}
