import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { SafeLink } from '../../platform/hooks/safe-link';
import type { HostProps } from '../../platform/runtime/define-element';
import { anchorId } from './site-anchor.model';
import css from './site-anchor.css';
import type { SiteAnchorProps } from './site-anchor.attributes';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

const SOURCE = '<site-anchor> "href"';

/**
 * The link itself. For `#id`, scrolling, the hash and focus are the page's in-page link behaviour
 * (src/page/anchor-links.ts, started by the entry for every `#` link, in shadow roots too), so
 * this link moves exactly like every other one; the element adds the warning for a missing
 * target (docs/RULES.md §8). Any other URL is an ordinary link, if it is a safe one.
 */
export function SiteAnchor({ href, host }: SiteAnchorProps & HostProps) {
  const id = anchorId(href);
  const warned = useRef(new Set<string>());

  // site-anchor.document.css styles the text as a link until the view arrives.
  useLayoutEffect(() => host.setAttribute('data-view', ''), [host]);

  if (id === null) {
    return (
      <SafeLink part="link" href={href} source={SOURCE}>
        <slot />
      </SafeLink>
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
    <SafeLink part="link" href={href} source={SOURCE} onClick={onClick}>
      <slot />
    </SafeLink>
  );
}
