/** Pure rules of <blurred-modal>: its confirmation cookie (its way back is an http(s) URL, platform/dom/http-url.ts). */
import type { CookieWrite } from '../../services/cookies/cookie-rules';

/**
 * Every cookie this element writes starts so: a name from an attribute could otherwise overwrite
 * one of the site's own (`session`, `XSRF-TOKEN`) or write a `__Host-` / `__Secure-` cookie.
 */
export const COOKIE_PREFIX = 'blurred_modal_';
export const DEFAULT_COOKIE = 'blurred_modal_confirmed';
export const DEFAULT_COOKIE_DAYS = 30;

/** A cookie name js-cookie writes as it is: letters, digits, `_` and `-`, at most 64. */
export function cookieNameProblem(name: string): string | null {
  return /^[\w-]{1,64}$/.test(name) ? null : `expected letters, digits, _ and - (at most 64), got "${name}"`;
}

/** The cookie `cookie-name` names: `pro_uk` → `blurred_modal_pro_uk`; a name already under the prefix as it is. */
export const confirmationCookieName = (name: string): string =>
  name.startsWith(COOKIE_PREFIX) ? name : COOKIE_PREFIX + name;

/** The visitor confirmed: remembered `days` days for the whole site, sent on same-site requests only. */
export function confirmationCookieWrite(name: string, days: number): CookieWrite {
  return { name, value: '1', attributes: { expires: days, path: '/', sameSite: 'Lax' } };
}
