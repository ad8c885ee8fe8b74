/**
 * What a follower makes of its leader's status (docs/ARCHITECTURE.md "One feed per browser"). A
 * leader's 'live' says its socket brings data, and a leader relays every data message while
 * another tab wants quotes; its own socket turns 'stale' after `staleAfterMs` without data. So a
 * 'live' heard when no data came for longer than that (and a heartbeat, the messages' way) proves
 * nothing: it is shown as 'stale', as this tab's own socket would show it, and it is no word of a
 * living leader, so a tab that holds the lock and only says 'live' is replaced once the silence
 * window has passed (tab-election.ts). Any other status claims no data (a quiet market's leader
 * says 'stale' and is kept). The data itself is another story: a script of the origin can send
 * any (docs/SECURITY.md). Pure: time is given.
 */
import type { FeedStatus } from '../../contract/events';

export interface LeaderClaims {
  /** This tab began to follow at `now`: a leader's first 'live' holds for the window. */
  follow(now: number): void;
  /** Data from the leader came at `now`: returns the status to show now, if it changes. */
  data(now: number): FeedStatus | null;
  /** The leader said `status` at `now`: the status to show, and whether the word proves the leader alive. */
  said(status: FeedStatus, now: number): { shown: FeedStatus; alive: boolean };
}

/** `proofWindowMs`: how long a 'live' holds without data (the feed's staleAfterMs and a heartbeat). */
export function createLeaderClaims(proofWindowMs: number): LeaderClaims {
  let dataAt = -Infinity;
  let claimed: FeedStatus | null = null;
  return {
    follow(at) {
      dataAt = at;
      claimed = null;
    },
    data(at) {
      dataAt = at;
      // A 'live' heard before its data (another channel) was shown as 'stale' meanwhile.
      return claimed === 'live' ? 'live' : null;
    },
    said(status, at) {
      claimed = status;
      if (status !== 'live' || at - dataAt <= proofWindowMs) return { shown: status, alive: true };
      return { shown: 'stale', alive: false };
    },
  };
}
