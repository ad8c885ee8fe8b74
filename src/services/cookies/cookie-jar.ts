/** The only module that touches js-cookie: reads, and performs the writes the rules return. */
import Cookies from 'js-cookie';
import type { CookieWrite } from './cookie-rules';

export const readCookie = (name: string): string | undefined => Cookies.get(name);

export function writeCookie({ name, value, attributes }: CookieWrite): void {
  Cookies.set(name, value, attributes);
}

/** Our cookies all live on path `/`; a removal must name the same path to match. */
export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
