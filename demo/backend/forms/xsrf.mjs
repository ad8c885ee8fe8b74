/**
 * XSRF tokens, Laravel style: the server sets the `XSRF-TOKEN` cookie (readable by the page's
 * script, SameSite=Lax); a POST or PATCH must echo it in `X-XSRF-TOKEN`. A token counts only
 * when this server issued it, so a cookie a script forged is refused too.
 */
import { randomId } from './state.mjs';

export const XSRF_COOKIE = 'XSRF-TOKEN';
const MAX_AGE_SECONDS = 2 * 60 * 60;
const MAX_TOKENS = 10_000;

export function cookieValue(request, name) {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function createXsrf() {
  const issued = new Set();
  const hasValidCookie = (request) => issued.has(cookieValue(request, XSRF_COOKIE));
  return {
    hasValidCookie,
    /** 'accepted' or 'rejected', for a request that must carry the token. */
    verdict(request) {
      const header = request.headers['x-xsrf-token'];
      return hasValidCookie(request) && header === cookieValue(request, XSRF_COOKIE) ? 'accepted' : 'rejected';
    },
    /** Sets a fresh token cookie on the reply; returns the token. */
    issue(reply) {
      const token = randomId(20);
      issued.add(token);
      if (issued.size > MAX_TOKENS) issued.delete(issued.values().next().value);
      reply.header('set-cookie', `${XSRF_COOKIE}=${token}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`);
      return token;
    },
  };
}
