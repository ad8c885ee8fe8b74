/**
 * The cookies written from the landing URL and for the visit (docs/RULES.md §9): referral ids,
 * the campaign, the visit id. Pure, like cookie-rules.ts.
 */
import { site, type CookieAttributes, type CookieWrite } from './cookie-rules';

/** URL parameter → cookie, and its lifetime in days (the writes are below). */
export const REFERRAL_COOKIES = [
  { parameter: 'ref_id', cookie: 'ref_id', days: 90 },
  { parameter: 'raf', cookie: 'raf_code', days: 365 },
  { parameter: 'affid', cookie: 'affid', days: 365 },
  { parameter: 'cxd', cookie: 'cxd', days: 365 },
  { parameter: 'sub_id', cookie: 'sub_id', days: 90 },
] as const;

/** The referral cookies every sign-up carries (ref_id, raf_code, affid, cxd, sub_id). */
export const REFERRAL_COOKIE_NAMES = REFERRAL_COOKIES.map(({ cookie }) => cookie);

/** A write that ignores some of the URL's values; `refused` names their parameters. */
export interface UrlCookieWrites {
  writes: CookieWrite[];
  refused: string[];
}

/**
 * Referral values (and our visit id) are ids: letters, digits, `_` and `-`, at most 64
 * characters. Anything else (`1;domain=evil.com`) is refused, so a crafted link cannot add
 * cookie attributes or bloat every request with a huge cookie.
 */
const ID_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

/** docs/RULES.md §9: this one referral id must also travel cross-site (SameSite=None, which needs Secure). */
const CROSS_SITE_REF_ID = '20973';

export function referralCookieWrites(search: string): UrlCookieWrites {
  const query = new URLSearchParams(search);
  const result: UrlCookieWrites = { writes: [], refused: [] };
  for (const { parameter, cookie, days } of REFERRAL_COOKIES) {
    const value = query.get(parameter);
    if (!value) continue;
    if (!ID_VALUE.test(value)) {
      result.refused.push(parameter);
      continue;
    }
    const crossSite = parameter === 'ref_id' && value === CROSS_SITE_REF_ID;
    const attributes: CookieAttributes = crossSite
      ? { expires: days, path: '/', sameSite: 'None', secure: true }
      : { expires: days, ...site };
    result.writes.push({ name: cookie, value, attributes });
  }
  return result;
}

const CAMPAIGN_COOKIE = 'campaign_tracking';
const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** Campaign names may also hold dots and spaces (`google.com`, `spring sale`). */
const CAMPAIGN_VALUE = /^[\w .-]{1,100}$/;

/**
 * The campaign that brought the visitor, as a query string of its utm_* parameters
 * (`utm_source=google&utm_medium=cpc`), kept `months` calendar months after the last campaign
 * landing. A landing with new utm_* parameters replaces the whole record (last touch wins); a
 * landing without any leaves it alone.
 */
export function campaignCookieWrites(search: string, now: Date, months = 6): UrlCookieWrites {
  const query = new URLSearchParams(search);
  const campaign = new URLSearchParams();
  const refused: string[] = [];
  for (const parameter of CAMPAIGN_PARAMETERS) {
    const value = query.get(parameter);
    if (!value) continue;
    if (CAMPAIGN_VALUE.test(value)) campaign.set(parameter, value);
    else refused.push(parameter);
  }
  if (campaign.size === 0) return { writes: [], refused };
  const expires = new Date(now);
  expires.setMonth(expires.getMonth() + months);
  return { writes: [{ name: CAMPAIGN_COOKIE, value: campaign.toString(), attributes: { expires, ...site } }], refused };
}

export const VISIT_COOKIE = 'visit_session';
const VISIT_MINUTES = 30;
const MINUTES_PER_DAY = 24 * 60;

/**
 * The visit: an id that lives while the visitor keeps browsing, ending 30 minutes after the last
 * page view. Each page view renews it, keeping the id it already has.
 */
export function visitCookieWrite(currentId: string | undefined, newId: () => string): CookieWrite {
  const id = currentId && ID_VALUE.test(currentId) ? currentId : newId();
  return { name: VISIT_COOKIE, value: id, attributes: { expires: VISIT_MINUTES / MINUTES_PER_DAY, ...site } };
}
