/**
 * The session display's source (docs/RULES.md §6): a hidden frame loads `{ssoHost}/session`, and the page
 * on the SSO host posts `{ loggedIn: boolean }` to this window. Only that origin, from that frame's
 * own window, is believed.
 */
import { systemClock } from '../../platform/dom/clock';
import { pageBody } from '../../platform/dom/page-globals';
import { setSafeUrl } from '../../platform/dom/safe-address';
import { sessionFromMessage, ssoOrigin } from './session-message';
import { getSession, setSession } from './session-store';

/** A frame that has not answered by then leaves the visitor a guest (a late answer still counts). */
export const ANSWER_TIMEOUT_MS = 5000;

export interface WatchSessionOptions {
  /** `data-sso-host`; none means no frame and a guest. */
  ssoHost: string | null;
}

/** Starts watching; returns a stop that removes the frame and the listener. */
export function watchSession({ ssoHost }: WatchSessionOptions): () => void {
  const origin = ssoHost ? ssoOrigin(ssoHost) : null;
  if (!origin) {
    if (ssoHost) console.error(`data-sso-host "${ssoHost}" is not a URL; the visitor is shown as a guest.`);
    setSession('guest');
    return () => {};
  }

  const frame = document.createElement('iframe');
  const onMessage = (event: MessageEvent) => {
    const state = sessionFromMessage(event, { origin, source: frame.contentWindow });
    if (state) setSession(state);
  };
  addEventListener('message', onMessage);
  const timer = systemClock.setTimeout(() => {
    if (getSession() === 'unknown') setSession('guest');
  }, ANSWER_TIMEOUT_MS);

  setSafeUrl(frame, 'src', `${ssoHost!.replace(/\/+$/, '')}/session`, 'data-sso-host');
  frame.hidden = true;
  frame.title = 'Session';
  frame.tabIndex = -1;
  frame.dataset.ssoSession = '';
  pageBody()?.append(frame);

  return () => {
    removeEventListener('message', onMessage);
    systemClock.clearTimeout(timer);
    frame.remove();
  };
}
