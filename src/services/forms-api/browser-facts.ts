/** What the clients copy from the browser into a request: the page's geoip, the time zone, the user agent. */
import type { BodyFacts } from './request-body';

export const NO_USER_AGENT = 'User Agent N/A';

/** A country code as the edge writes it: anyone can edit the URL, and the API logs and routes by it. */
const GEOIP = /^[A-Z]{2}$/;
let geoipRefused = false;

/**
 * The page URL's `geoip` query parameter, passed on to every forms API call when it is a country
 * code (`GB`); absent or empty: none; anything else: none, after one console warning (a page's URL
 * holds one geoip, read by every call).
 */
export function geoipQuery(search: string): { geoip?: string } {
  const geoip = new URLSearchParams(search).get('geoip');
  if (!geoip) return {};
  if (GEOIP.test(geoip)) return { geoip };
  if (!geoipRefused) {
    geoipRefused = true;
    console.warn(`geoip "${geoip}" is not a country code (GB): not sent.`);
  }
  return {};
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
