/** Pure rules of <blurred-modal>: its confirmation cookie (its way back is an http(s) URL, platform/dom/http-url.ts). */
import type { CookieWrite } from '../../services/cookies/cookie-rules';

export const DEFAULT_COOKIE = 'blurred_modal_confirmed';
export const DEFAULT_COOKIE_DAYS = 30;

/** A cookie name js-cookie writes as it is: letters, digits, `_` and `-`, at most 64. */
export function cookieNameProblem(name: string): string | null {
  return /^[\w-]{1,64}$/.test(name) ? null : `expected letters, digits, _ and - (at most 64), got "${name}"`;
}

/** The visitor confirmed: remembered `days` days for the whole site, sent on same-site requests only. */
export function confirmationCookieWrite(name: string, days: number): CookieWrite {
  return { name, value: '1', attributes: { expires: days, path: '/', sameSite: 'Lax' } };
}
