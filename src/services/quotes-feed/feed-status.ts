/** A feed's status and who listens to it (useSyncExternalStore's pair): listeners hear a change only. */
import type { FeedStatus } from '../../contract/events';

export function createFeedStatus() {
  const listeners = new Set<() => void>();
  let status: FeedStatus = 'connecting';
  return {
    get: () => status,
    set(next: FeedStatus) {
      if (next === status) return;
      status = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
