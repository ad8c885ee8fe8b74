/** The only module that touches js-cookie: reads, and performs the writes the rules return. */
import Cookies from 'js-cookie';
import { attributesOn, type CookieWrite } from './cookie-rules';

export const readCookie = (name: string): string | undefined => Cookies.get(name);

/** Every write goes through here, so every cookie is `Secure` on an https page. */
export function writeCookie({ name, value, attributes }: CookieWrite): void {
  Cookies.set(name, value, attributesOn(location.protocol, attributes));
}

/** Our cookies all live on path `/`; a removal must name the same path to match. */
export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
