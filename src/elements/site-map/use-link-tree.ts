/**
 * The site map a template writes as light DOM: the first `<ul>` child, nested lists of
 * `<li><a href>Label</a><ul>…</ul></li>` (an `<li>` may hold plain text instead of a link, for a
 * section without a page). Read again whenever the light DOM changes, so content a CMS adds
 * after the upgrade shows too. The light DOM itself stays in the document (for search engines).
 */
import { useEffect, useState } from 'react';
import type { SiteMapItem } from './site-map.model';

function readList(list: Element): SiteMapItem[] {
  return [...list.children]
    .filter((child) => child.localName === 'li')
    .map((li) => {
      const link = [...li.children].find((child) => child.localName === 'a');
      const nested = [...li.children].find((child) => child.localName === 'ul' || child.localName === 'ol');
      const ownText = [...li.childNodes]
        .filter((node) => node !== nested && node.nodeType !== Node.COMMENT_NODE)
        .map((node) => node.textContent ?? '')
        .join(' ');
      const label = (link?.textContent ?? ownText).replace(/\s+/g, ' ').trim();
      const href = link?.getAttribute('href');
      // The href is checked where the link is drawn (SafeLink); here it is only read.
      const item: SiteMapItem = href ? { label, href } : { label };
      if (nested) item.children = readList(nested);
      return item;
    })
    .filter((item) => item.label);
}

export function readLinkTree(host: Element): SiteMapItem[] {
  const list = [...host.children].find((child) => child.localName === 'ul' || child.localName === 'ol');
  return list ? readList(list) : [];
}

export function useLinkTree(host: HTMLElement): SiteMapItem[] {
  const [tree, setTree] = useState(() => readLinkTree(host));
  useEffect(() => {
    const observer = new MutationObserver(() => setTree(readLinkTree(host)));
    observer.observe(host, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['href'],
    });
    setTree(readLinkTree(host));
    return () => observer.disconnect();
  }, [host]);
  return tree;
}
