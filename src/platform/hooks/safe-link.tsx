/**
 * The one way a view turns a URL that came as data into a link: `<a href>` when the URL is safe
 * (src/platform/dom/safe-url.ts), else its label as plain text, with one console error naming the
 * element and field (`source`). `part`, `className` and the children style and fill either.
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { safeLink } from '../dom/safe-url';

export interface SafeLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'ping'> {
  href: string | null | undefined;
  /** Who gave the URL, for the console: `<site-map> item "href"`. */
  source: string;
  /** A custom element's part name. */
  part?: string;
}

export const SafeLink = forwardRef<HTMLAnchorElement, SafeLinkProps>(function SafeLink(
  { href, source, target, rel, onClick, ...rest },
  ref,
) {
  const url = safeLink(href, source);
  if (url === null) return <span {...rest} />;
  // A new window must not reach back into this page through window.opener.
  const opener = target && target !== '_self' ? 'noopener' : undefined;
  return <a ref={ref} href={url} target={target} rel={rel ?? opener} onClick={onClick} {...rest} />;
});
