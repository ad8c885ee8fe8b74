/** What the clients copy from the browser into a request: the page's geoip, the time zone, the user agent. */
import type { BodyFacts } from './request-body';

export const NO_USER_AGENT = 'User Agent N/A';

/** The page URL's `geoip` query parameter, passed on to every forms API call; absent or empty: none. */
export function geoipQuery(search: string): { geoip?: string } {
  const geoip = new URLSearchParams(search).get('geoip');
  return geoip ? { geoip } : {};
}

export function userAgentOf(navigator: { userAgent?: string } | undefined): string {
  return navigator?.userAgent || NO_USER_AGENT;
}

export function browserFacts(referral: () => Readonly<Record<string, string>> = () => ({})): BodyFacts {
  return {
    referral,
    timezone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    agent: () => userAgentOf(globalThis.navigator),
  };
}
