/** Cookies written from the landing URL and for the visit, once per page view. */
import { readCookie, writeCookie } from './cookie-jar';
import {
  VISIT_COOKIE,
  campaignCookieWrites,
  referralCookieWrites,
  visitCookieWrite,
  type UrlCookieWrites,
} from './tracking-cookie-rules';

function perform({ writes, refused }: UrlCookieWrites, what: string) {
  writes.forEach(writeCookie);
  if (refused.length > 0) {
    console.warn(`Ignored ${what} URL parameters with unexpected characters: ${refused.join(', ')}.`);
  }
}

/** ref_id, raf (as raf_code), affid, cxd and sub_id from the query string (docs/RULES.md §9). */
export function applyReferralCookies(search: string = location.search): void {
  perform(referralCookieWrites(search), 'referral');
}

/** The utm_* parameters of a campaign landing, kept six months. */
export function applyCampaignCookie(search: string = location.search, now = new Date()): void {
  perform(campaignCookieWrites(search, now), 'campaign');
}

/** Starts the visit, or extends it to 30 minutes from now. */
export function renewVisitCookie(): void {
  writeCookie(visitCookieWrite(readCookie(VISIT_COOKIE), randomId));
}

/** 16 hex digits; getRandomValues, unlike randomUUID, also works on plain http pages. */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
