/**
 * The only module that reads and writes the page's cookies: js-cookie's encoding of values, through
 * the real `document.cookie` (src/platform/dom/page-globals.ts), which an `<img name="cookie">`
 * in the page's content would otherwise stand in for.
 */
import Cookies from 'js-cookie';
import { systemClock } from '../../platform/dom/clock';
import { pageCookies, writePageCookie } from '../../platform/dom/page-globals';
import { attributesOn, type CookieWrite } from './cookie-rules';

const DAY_MS = 86_400_000;

/** The value of the first cookie named `name`, decoded; a malformed cookie of someone else's is passed over. */
export function readCookie(name: string): string | undefined {
  for (const pair of pageCookies().split('; ')) {
    const [key = '', ...value] = pair.split('=');
    try {
      if (decodeURIComponent(key) === name) return Cookies.converter.read(value.join('='), name);
    } catch {
      continue;
    }
  }
  return undefined;
}

/** Every write goes through here, so every cookie is `Secure` on an https page. */
export function writeCookie({ name, value, attributes }: CookieWrite): void {
  const { expires, path, sameSite, secure } = attributesOn(location.protocol, attributes);
  const until = typeof expires === 'number' ? new Date(systemClock.now() + expires * DAY_MS) : expires;
  const parts = [
    `${encodeURIComponent(name)}=${Cookies.converter.write(value, name)}`,
    until && `expires=${until.toUTCString()}`,
    `path=${path}`,
    `samesite=${sameSite}`,
    secure && 'secure',
  ];
  writePageCookie(parts.filter(Boolean).join('; '));
}

/** Our cookies all live on path `/`; a removal must name the same path to match. */
export function removeCookie(name: string): void {
  writePageCookie(`${encodeURIComponent(name)}=; expires=${new Date(0).toUTCString()}; path=/`);
}
