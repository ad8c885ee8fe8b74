/**
 * The one-time state of a social sign-in (docs/SECURITY.md §11). Without it, a link to the login
 * page carrying an attacker's own provider token would sign the visitor into the attacker's
 * account with no click (login CSRF). The state is made when the visitor presses "Continue with …",
 * kept for this tab (sessionStorage: another tab or site cannot read or set it), sent to the
 * site's sign-in URL as `state` and expected back with the provider's token; a return whose state
 * this tab did not make is refused. Checked once, then discarded.
 */
import { followInstead, type Click } from '../../platform/dom/follow-instead';

const STORAGE_KEY = 'site-elements:social-state';

/** The parameter that carries the state to the site's sign-in URL. */
const STATE_PARAMETER = 'state';

/** sessionStorage, or null where the browser refuses it (then no social return is believed). */
function tabStorage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The sign-in URL `href` with a fresh state (`?state=`), kept for this tab in place of any
 * earlier one. Called as the visitor follows the link.
 */
export function withNewSocialState(href: string): string {
  // getRandomValues, not randomUUID: it works on a plain-http page too.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  tabStorage()?.setItem(STORAGE_KEY, state);
  const url = new URL(href, location.href);
  url.searchParams.set(STATE_PARAMETER, state);
  return url.href;
}

/** A "Continue with …" link's click: a plain click follows `href` with a new state. */
export const followWithNewSocialState = (href: string) => (click: Click) =>
  followInstead(click, () => withNewSocialState(href), '"Continue with" link');

/** Whether `state` is the one this tab made. */
export function isSocialState(state: string | null): boolean {
  const kept = tabStorage()?.getItem(STORAGE_KEY);
  return !!kept && state === kept;
}

/** Forgets this tab's state: a return uses it once. */
export function discardSocialState(): void {
  tabStorage()?.removeItem(STORAGE_KEY);
}
