/**
 * A tab taking part in the feed of one address, from its engine (docs/ARCHITECTURE.md "One feed
 * per browser"): the tabs' channel and its roster (tab-sync.ts), the lock (tab-election.ts), the
 * quotes channel (quotes-relay.ts) and, while the tab leads, the socket (leadership.ts). The tab's
 * quotes go to its engine's store whoever brings them, so a page cannot tell a leader from a
 * follower, and a tab that becomes the leader keeps its rows' quotes. A follower believes a
 * leader's 'live' only while its data comes (leader-claims.ts).
 */
import type { FeedStatus } from '../../contract/events';
import type { Clock } from '../../platform/dom/clock';
import { createDeadlines } from './deadlines';
import type { EngineStore } from './engine-store';
import type { FeedSocket } from './feed-connection';
import { DEFAULT_FEED_TIMINGS, type FeedTimings } from './feed-timings';
import { createLeaderClaims } from './leader-claims';
import { startLeadership, type Leadership } from './leadership';
import { createQuotesRelay, type QuotesRelay } from './quotes-relay';
import { createTabElection } from './tab-election';
import { channelNames, type QuotesMessage, type TabChannel, type TabMessage } from './tab-messages';
import { createTabSync } from './tab-sync';
import type { TabTimings } from './tab-timings';

export interface TabSession {
  /** This tab's instruments changed. */
  wants(instruments: readonly string[]): void;
  /** The page became visible: deadlines its timers missed run now. */
  recheck(): void;
  /** Goodbye, the lock (and the socket with it) and the channels. */
  leave(): void;
}

export interface TabSessionOptions {
  url: string;
  timings: Partial<FeedTimings>;
  tabTimings: TabTimings;
  openChannel(name: string): TabChannel<TabMessage | QuotesMessage>;
  locks: Pick<LockManager, 'request'>;
  WebSocket?: new (url: string) => FeedSocket;
  clock: Clock;
  random: () => number;
  store: EngineStore;
  fetchToken: () => Promise<string>;
  wants(): string[];
  setStatus(status: FeedStatus): void;
}

export function joinTabs(options: TabSessionOptions): TabSession {
  const { clock, store } = options;
  const names = channelNames(options.url);
  const tab = `${clock.now().toString(36)}-${options.random().toString(36).slice(2)}`;
  const deadlines = createDeadlines<'beat' | 'expire' | 'answer' | 'leader'>(clock);
  const { staleAfterMs } = { ...DEFAULT_FEED_TIMINGS, ...options.timings };
  const claims = createLeaderClaims(staleAfterMs + options.tabTimings.heartbeatMs);
  claims.follow(clock.now());
  const relay = createQuotesRelay(options.openChannel(names.quotes), tab, store, clock, () => {
    const shown = claims.data(clock.now());
    if (shown) options.setStatus(shown);
  });
  let leadership: Leadership | null = null;

  const sync = createTabSync({
    channel: options.openChannel(names.tabs),
    tab,
    clock,
    deadlines,
    timings: options.tabTimings,
    wants: options.wants,
    leaderStatus: () => leadership?.status() ?? null,
    rosterChanged(others) {
      relay.relay(others > 0); // relayed only while another tab wants quotes
      leadership?.others(sync.others());
    },
    added(to, instruments) {
      // A tab's new instruments may already stream: it gets their latest quotes now, and the status.
      if (!leadership) return;
      relay.snapshot(to, store.pick(instruments));
      sync.post({ kind: 'status', status: leadership.status() });
    },
    heardLeader(status) {
      if (leadership) return;
      if (!status) return election.heardLeader();
      const { shown, alive } = claims.said(status, clock.now());
      // A tab that wants nothing hears no relay (the leader relays for the tabs that want): no proof to miss.
      if (alive || options.wants().length === 0) election.heardLeader();
      options.setStatus(shown);
    },
  });

  function share(status: FeedStatus) {
    options.setStatus(status);
    sync.post({ kind: 'status', status });
  }

  const election = createTabElection({
    locks: options.locks,
    lockName: names.tabs,
    clock,
    deadlines,
    timings: options.tabTimings,
    random: options.random,
    lead() {
      relay.follow(false);
      leadership = lead(options, relay, share);
      leadership.own(options.wants());
      leadership.others(sync.others());
      share(leadership.status());
      sync.post({ kind: 'hello', tab });
    },
    stepDown(announce) {
      leadership?.end();
      leadership = null;
      relay.follow(true);
      claims.follow(clock.now());
      // The followers show no "live" look while the next leader connects.
      if (announce) sync.post({ kind: 'status', status: 'reconnecting' });
    },
  });

  election.join();
  sync.announce();
  return {
    wants(instruments) {
      leadership?.own(instruments);
      sync.announce();
    },
    recheck() {
      deadlines.recheck();
      leadership?.recheck();
    },
    leave() {
      election.leave();
      sync.close();
      relay.close();
      deadlines.clearAll();
    },
  };
}

/** The socket's feed of a tab that has become the leader: its messages to its store and the other tabs. */
function lead(options: TabSessionOptions, relay: QuotesRelay, share: (status: FeedStatus) => void): Leadership {
  return startLeadership({
    url: options.url,
    fetchToken: options.fetchToken,
    timings: options.timings,
    clock: options.clock,
    WebSocket: options.WebSocket,
    random: options.random,
    onData(text, data, nowSeconds) {
      options.store.apply(data, nowSeconds);
      relay.data(text);
    },
    statusChanged: share,
  });
}
