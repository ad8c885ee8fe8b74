/** The visitor's session as the page knows it: one value per page, with change listeners. */
import type { SessionState } from './session-message';

let session: SessionState = 'unknown';
const listeners = new Set<() => void>();

/** A stable snapshot for useSyncExternalStore. */
export const getSession = (): SessionState => session;

/** Calls `listener` after each change; returns the unsubscribe. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function setSession(next: SessionState): void {
  if (next === session) return;
  session = next;
  for (const listener of listeners) listener();
}
