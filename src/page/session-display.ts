/**
 * Session display (docs/RULES.md §4, 6): body class `signed-in` or `guest` from the single-sign-on frame
 * (neither until the frame answers or gives up), and `session-cookie` when `tr_sign-up` exists.
 */
import { pageBody } from '../platform/dom/page-globals';
import { hasSignUpCookie } from '../services/cookies';
import { getSession, subscribeSession, watchSession } from '../services/sso';

export function startSessionDisplay(ssoHost: string | null, body: HTMLElement | null = pageBody()): () => void {
  const show = () => {
    const session = getSession();
    body?.classList.toggle('signed-in', session === 'signed-in');
    body?.classList.toggle('guest', session === 'guest');
  };
  body?.classList.toggle('session-cookie', hasSignUpCookie());
  const unsubscribe = subscribeSession(show);
  const stopWatching = watchSession({ ssoHost });
  show();
  return () => {
    unsubscribe();
    stopWatching();
  };
}
