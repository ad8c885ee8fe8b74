/** The signed-in or guest state, from the single-sign-on host's hidden frame. */
export { getSession, subscribeSession } from './session-store';
export { watchSession, type WatchSessionOptions } from './watch-session';
export type { SessionState } from './session-message';
