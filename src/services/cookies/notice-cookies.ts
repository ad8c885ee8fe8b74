/**
 * Cookies of the notice elements: the smart-app banner's and the regulator notice's dismissals,
 * and the visitor's country (read only). Names and lifetimes are here; js-cookie stays in
 * cookie-jar.ts.
 */
import { readCookie, writeCookie } from './cookie-jar';
import type { CookieWrite } from './cookie-rules';

const site = { path: '/', sameSite: 'Lax' } as const;

/** `app_banner_closed`: the visitor closed the smart-app banner; kept `days` days. */
export const APP_BANNER_COOKIE = 'app_banner_closed';
export const appBannerCookieWrite = (days: number): CookieWrite => ({
  name: APP_BANNER_COOKIE,
  value: '1',
  attributes: { expires: days, ...site },
});

export const appBannerCookie = {
  closed: (): boolean => readCookie(APP_BANNER_COOKIE) !== undefined,
  close: (days: number): void => writeCookie(appBannerCookieWrite(days)),
};

/**
 * `regulator_notice_closed`: the regulator pair (`{visitor}>{page}`, e.g. `cysec>fca`) whose
 * mismatch notice the visitor closed. A browser-session cookie: the notice is about which
 * regulator protects the visitor, so it comes back on the next visit, and for another pair.
 */
export const REGULATOR_NOTICE_COOKIE = 'regulator_notice_closed';
const regulatorPair = (visitor: string, page: string) => `${visitor}>${page}`;
export const regulatorNoticeCookieWrite = (visitor: string, page: string): CookieWrite => ({
  name: REGULATOR_NOTICE_COOKIE,
  value: regulatorPair(visitor, page),
  attributes: site,
});

export const regulatorNoticeCookie = {
  closedFor: (visitor: string, page: string): boolean =>
    readCookie(REGULATOR_NOTICE_COOKIE) === regulatorPair(visitor, page),
  close: (visitor: string, page: string): void => writeCookie(regulatorNoticeCookieWrite(visitor, page)),
};

/**
 * `oc_country`: the visitor's country as an ISO 3166-1 alpha-2 code, written by the site's
 * edge (GeoIP) or backend, never by this library. Anything else reads as unknown.
 */
export const COUNTRY_COOKIE = 'oc_country';
export function visitorCountry(): string | undefined {
  const value = readCookie(COUNTRY_COOKIE)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : undefined;
}
