/**
 * Which cookies the site's elements write, with what lifetime and attributes (docs/RULES.md §9);
 * the cookies written from the landing URL are in tracking-cookie-rules.ts, which only the page
 * behaviours and the forms load. Pure: each rule returns the write to perform, and the js-cookie
 * wrappers perform it.
 */

export interface CookieAttributes {
  /** Days from now (js-cookie's unit; fractions allowed) or a date; absent: a browser-session cookie. */
  expires?: number | Date;
  path: '/';
  sameSite: 'Lax' | 'None';
  secure?: true;
}

export interface CookieWrite {
  name: string;
  value: string;
  attributes: CookieAttributes;
}

/**
 * The attributes a write is made with on a page served over `protocol` (`location.protocol`):
 * `Secure` on https, so a cookie set there never travels over plain http; as given otherwise,
 * where a `Secure` cookie could not come back.
 */
export const attributesOn = (protocol: string, attributes: CookieAttributes): CookieAttributes =>
  protocol === 'https:' ? { ...attributes, secure: true } : attributes;

/** A first-party cookie for the whole site. */
export const site = { path: '/', sameSite: 'Lax' } as const;

/** The risk warning stays collapsed for this regulator until the browser session ends. */
export const RISK_WARNING_COOKIE = 'riskWarningClosed';
export const riskWarningCookieWrite = (regulator: string): CookieWrite => ({
  name: RISK_WARNING_COOKIE,
  value: regulator,
  attributes: site,
});

export const REGULATOR_COOKIE = 'oc_regulator_name';
export const regulatorCookieWrite = (regulator: string): CookieWrite => ({
  name: REGULATOR_COOKIE,
  value: regulator,
  attributes: { expires: 1825, ...site },
});

/** Written by the sign-up flow (not by this library) once the visitor has registered. */
export const SIGN_UP_COOKIE = 'tr_sign-up';
