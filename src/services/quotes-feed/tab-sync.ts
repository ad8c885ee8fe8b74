/**
 * A tab's part in the tabs' channel of one feed address (tab-messages.ts): it sends its
 * instruments on each change and every heartbeat (a leader its status too: a quiet market sends
 * no quotes, and followers must tell quiet from hung), says goodbye when it leaves, and keeps the
 * other tabs' lists in its roster (tab-roster.ts), so a tab that becomes the leader knows the
 * union at once. A tab not heard from for `goneAfterMs` is dropped.
 */
import type { FeedStatus } from '../../contract/events';
import type { Clock } from '../../platform/dom/clock';
import type { Deadlines } from './deadlines';
import { readTabMessage, type TabChannel, type TabMessage } from './tab-messages';
import { createTabRoster } from './tab-roster';
import type { TabTimings } from './tab-timings';

export interface TabSync {
  /** Sends this tab's instruments (and a leader's status) now, and again every heartbeat. */
  announce(): void;
  post(message: TabMessage): void;
  /** The other tabs' instruments. */
  others(): ReadonlyMap<string, readonly string[]>;
  /** Says goodbye and closes the channel. */
  close(): void;
}

export interface TabSyncOptions {
  channel: TabChannel;
  tab: string;
  clock: Clock;
  deadlines: Deadlines<'beat' | 'expire' | 'answer'>;
  timings: Pick<TabTimings, 'heartbeatMs' | 'goneAfterMs'>;
  wants(): string[];
  /** The leader's status, or null while this tab follows. */
  leaderStatus(): FeedStatus | null;
  /** The roster changed (a tab came, changed its list, left or was dropped). */
  rosterChanged(others: number): void;
  /** A tab added instruments (while this tab leads, they get their latest quotes). */
  added(tab: string, instruments: string[]): void;
  /** A leader spoke: `status` is what it said, if a status. */
  heardLeader(status?: FeedStatus): void;
}

/**
 * A tab answers a new leader's `hello` with its instruments at once, and the hellos that follow
 * within this window once at its end: any script of the origin can post hellos (docs/SECURITY.md
 * §12), and a flood of them must not make every tab post as many lists.
 */
export const HELLO_ANSWER_GAP_MS = 250;

export function createTabSync(options: TabSyncOptions): TabSync {
  const { channel, tab, clock, deadlines, timings } = options;
  const roster = createTabRoster(timings.goneAfterMs);
  let helloWaiting = false;

  function answerHello() {
    if (deadlines.has('answer')) {
      helloWaiting = true;
      return;
    }
    sync.announce();
    deadlines.set('answer', HELLO_ANSWER_GAP_MS, () => {
      if (!helloWaiting) return;
      helloWaiting = false;
      answerHello();
    });
  }

  /** One timer for every tab's expiry, at the first's (the roster keeps them in the order heard). */
  function watchExpiry() {
    const next = roster.nextExpiry();
    if (next === null) return deadlines.clear('expire');
    if (!deadlines.has('expire')) deadlines.set('expire', next - clock.now(), expire);
  }

  function expire() {
    if (roster.expire(clock.now()).length > 0) options.rosterChanged(roster.size);
    watchExpiry();
  }

  function hear(message: TabMessage) {
    switch (message.kind) {
      case 'wants': {
        const { changed, added } = roster.heard(message.tab, message.instruments, clock.now());
        watchExpiry();
        if (!changed) return; // a heartbeat, or a tab beyond the roster's limits
        options.rosterChanged(roster.size);
        if (added.length > 0) options.added(message.tab, added);
        return;
      }
      case 'bye':
        if (roster.left(message.tab)) options.rosterChanged(roster.size);
        return watchExpiry();
      case 'hello':
        options.heardLeader();
        return answerHello();
      case 'status':
        return options.heardLeader(message.status);
    }
  }

  channel.onmessage = (event) => {
    const message = readTabMessage(event.data);
    if (message) hear(message);
  };

  const sync: TabSync = {
    announce() {
      channel.postMessage({ kind: 'wants', tab, instruments: options.wants() });
      const status = options.leaderStatus();
      if (status) channel.postMessage({ kind: 'status', status });
      deadlines.set('beat', timings.heartbeatMs, sync.announce);
    },
    post: (message) => channel.postMessage(message),
    others: () => roster.tabs(),
    close() {
      channel.postMessage({ kind: 'bye', tab });
      channel.onmessage = null;
      channel.close();
      deadlines.clear('beat', 'expire', 'answer');
      roster.clear();
    },
  };
  return sync;
}
