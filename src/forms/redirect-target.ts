/**
 * Where a finished form may send the visitor. A redirect comes from a server answer
 * (`redirect_url`) or from an attribute, and both can be wrong or hostile: only http(s) URLs are
 * followed, and only when they stay on the page's own site (its host and the hosts under it, a
 * leading `www.` aside, by https or the page's own scheme and on the page's port) or go to an
 * origin the page configuration trusts. Pure, but for `pageRedirectTarget`, which applies the
 * rule on this page.
 */
import { pageConfig } from '../platform/dom/page-config';

export type RedirectDecision = { url: string } | { refused: string };

/**
 * The absolute URL to go to, or why not. `pageUrl` resolves relative URLs; `trustedOrigins` are
 * full origins (`https://webtrader.example`).
 */
export function redirectTarget(url: string, pageUrl: string, trustedOrigins: readonly string[]): RedirectDecision {
  let target: URL;
  try {
    target = new URL(url.trim(), pageUrl);
  } catch {
    return { refused: 'it is not a URL' };
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    return { refused: `its scheme ${target.protocol} is not http(s)` };
  }
  const page = new URL(pageUrl);
  if (onSite(target, page) || trustedOrigins.some((origin) => originOf(origin) === target.origin))
    return { url: target.href };
  return { refused: `${target.origin} is neither this site nor a trusted origin` };
}

/** The rule on this page: its address, its APIs, its SSO host and `data-redirect-origins` trusted. */
export function pageRedirectTarget(url: string): RedirectDecision {
  const { formsApi, accountApi, registrationApi, ssoHost, redirectOrigins } = pageConfig();
  const trusted = [formsApi, accountApi, registrationApi, ...(ssoHost ? [ssoHost] : []), ...redirectOrigins];
  return redirectTarget(url, location.href, trusted);
}

/**
 * The page's site: its host or one under it (`trade.broker.com` for a page on `www.broker.com`),
 * on the page's port (another is another server) by https or the page's scheme (not a downgrade).
 */
function onSite(target: URL, page: URL): boolean {
  const site = page.hostname.replace(/^www\./, '');
  const host = target.hostname;
  return (
    (host === site || host.endsWith(`.${site}`)) &&
    target.port === page.port &&
    (target.protocol === 'https:' || target.protocol === page.protocol)
  );
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
