/**
 * Which tab leads one feed address: the holder of an exclusive Web Lock named after it. A tab
 * that takes part queues for the lock; the browser grants it to the next tab when the leader
 * leaves (closes, crashes, navigates, gives it up), and `lead` runs until `stepDown`.
 *
 * A hung leader (alive, so the browser keeps its lock, but silent) is replaced: a follower that
 * hears no leader for `leaderSilentMs` (plus up to a heartbeat of jitter, so two followers seldom
 * act at once) steals the lock. The old leader, should it wake, finds its lock gone and follows
 * quietly (the thief is already live), queuing again.
 */
import type { Clock } from '../../platform/dom/clock';
import type { Deadlines } from './deadlines';
import type { TabTimings } from './tab-timings';

export interface TabElection {
  /** Queues for the lock; a silence counts from now. */
  join(): void;
  /** Steps down (`announce` as in `stepDown`) and withdraws from the lock's queue. */
  leave(): void;
  /** A leader spoke: a silence counts from now. */
  heardLeader(): void;
  readonly leading: boolean;
}

export interface ElectionOptions {
  locks: Pick<LockManager, 'request'>;
  lockName: string;
  clock: Clock;
  deadlines: Deadlines<'leader'>;
  timings: Pick<TabTimings, 'leaderSilentMs' | 'heartbeatMs'>;
  random: () => number;
  /** This tab leads from now. */
  lead(): void;
  /** It leads no more; `announce`: it left (the others show no "live" look while the next connects), not robbed. */
  stepDown(announce: boolean): void;
}

export function createTabElection(options: ElectionOptions): TabElection {
  const { clock, deadlines, timings } = options;
  let request: AbortController | null = null;
  let release: (() => void) | null = null;
  /** When a follower last heard the leader. */
  let heardAt = 0;

  function requestLock(steal: boolean) {
    const mine = (request = new AbortController());
    // A steal is granted at once and cannot be withdrawn (the API takes no signal with it).
    const lockOptions: LockOptions = steal ? { steal: true } : { signal: mine.signal };
    options.locks
      .request(options.lockName, lockOptions, () => new Promise<void>((done) => granted(mine, done)))
      .catch(() => {
        // Withdrawn from the queue (AbortError), or the lock was stolen from this hung leader.
        if (request !== mine || !release) return;
        stepDown(false);
        requestLock(false);
        election.heardLeader();
      });
  }

  function granted(mine: AbortController, done: () => void) {
    if (request !== mine) return done(); // granted as the tab left
    deadlines.clear('leader');
    release = done;
    options.lead();
  }

  function stepDown(announce: boolean) {
    if (!release) return;
    const done = release;
    release = null;
    options.stepDown(announce);
    done();
  }

  /** Noted, not re-armed, on each word: the watch re-arms itself when it fires early. */
  function watchLeader() {
    const silentUntil = heardAt + timings.leaderSilentMs + options.random() * timings.heartbeatMs;
    deadlines.set('leader', silentUntil - clock.now(), takeOver);
  }

  /** No leader spoke for the whole window: it hangs with the lock, which this tab takes. */
  function takeOver() {
    if (release || !request) return;
    if (clock.now() - heardAt < timings.leaderSilentMs) return watchLeader();
    request.abort();
    requestLock(true);
  }

  const election: TabElection = {
    join() {
      requestLock(false);
      election.heardLeader();
    },
    leave() {
      stepDown(true);
      request?.abort();
      request = null;
      deadlines.clear('leader');
    },
    heardLeader() {
      if (release || !request) return;
      heardAt = clock.now();
      if (!deadlines.has('leader')) watchLeader();
    },
    get leading() {
      return release !== null;
    },
  };
  return election;
}
