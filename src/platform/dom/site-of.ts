/**
 * Which site a host belongs to, by the public-suffix list. Its own module, imported on demand: the
 * list is about 47 kB gzipped, fetched only when an address on another origin than the page's
 * must be told same-site or not (a country's site, a quotes feed's). Pure.
 */
import { getDomain } from 'tldts';

/**
 * The site a host belongs to: its registrable domain by the public-suffix list, private suffixes
 * included, so tenants of a shared host (`a.github.io`, `b.pages.dev`) are sites of their own. A
 * host with no registrable domain (an IP address, `localhost`, a public suffix itself) is its own
 * site.
 */
export function siteOf(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}
