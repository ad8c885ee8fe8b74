/** Which messages from the single-sign-on frame the page believes. Pure. */

export type SessionState = 'unknown' | 'guest' | 'signed-in';

/** The origin of a `data-sso-host` value (which may carry a path), or null when it is no URL. */
export function ssoOrigin(ssoHost: string): string | null {
  try {
    const { origin } = new URL(ssoHost);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The session a message reports, or null to ignore it: it must come from exactly the SSO origin
 * (any other window could post `{loggedIn: true}`) and from the SSO frame's own window (another
 * frame of the SSO origin, say one a page opened on another of its pages, is not our answer), and
 * carry a boolean `loggedIn`.
 */
export function sessionFromMessage(
  message: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; source: unknown },
): SessionState | null {
  if (message.origin !== expected.origin) return null;
  if (message.source === null || message.source !== expected.source) return null;
  const { data } = message;
  if (typeof data !== 'object' || data === null) return null;
  const loggedIn = (data as { loggedIn?: unknown }).loggedIn;
  if (typeof loggedIn !== 'boolean') return null;
  return loggedIn ? 'signed-in' : 'guest';
}
