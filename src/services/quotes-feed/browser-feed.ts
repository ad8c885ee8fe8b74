/**
 * One quotes socket per browser for one `ws_api`: the tabs that want quotes from it elect a
 * leader with an exclusive Web Lock; the leader runs the socket's feed (quotes-feed.ts) for the
 * union of every tab's instruments, relays its messages over the quotes channel and its status
 * over the tabs' channel; the others (followers) hear them. Each tab keeps its own quotes, in
 * its feed engine (feed-engine.ts, in a worker: engine-host.ts), so a widget holds the same
 * `QuotesFeed` whichever the tab is, and a tab that becomes the leader keeps its rows' listeners.
 * The messages are those of tab-messages.ts; the union's bookkeeping is tab-roster.ts.
 *
 * - A tab takes part (channel open, lock requested, its feed engine started) while it has a
 *   subscription, and until `idleCloseAfterMs` after its last one ends. It joins at the page's
 *   first idle moment after its first subscription (at most `JOIN_WAIT_MS` later), not within the
 *   task that rendered the widget: a phone's first paint and frames do not wait for the worker. The lock's queue names the next leader: when
 *   the leader leaves (closes, crashes, navigates, enters the back/forward cache, or its last
 *   widget goes), the browser grants the lock to the next tab, which opens its socket for the
 *   union it already knows, and every tab shows the next tick.
 * - Each tab sends its instruments on every change and every `heartbeatMs`; a tab not heard from
 *   for `goneAfterMs` is dropped from the union (an unsubscribe never reconnects: the socket
 *   drops the extra instruments at its next reconnect, as in quotes-feed.ts).
 * - pagehide: the tab says goodbye, gives up the lock (and the socket), closes the channel and
 *   withdraws from the lock's queue, so nothing keeps the page out of the back/forward cache;
 *   pageshow takes part again.
 * - A hung leader (alive, so the browser keeps its lock, but silent) is replaced: the leader
 *   repeats its status with every heartbeat, and a follower that hears nothing from any leader
 *   for `leaderSilentMs` (plus up to a heartbeat of jitter, so two followers seldom act at once)
 *   steals the lock. The old leader, should it wake, finds its lock gone and follows.
 */
import { whenIdle } from '../../platform/dom/when-idle';
import { createFeedStatus } from './feed-status';
import { systemClock } from '../../platform/dom/clock';
import { createDeadlines } from './deadlines';
import { createEngineHost } from './engine-host';
import { DEFAULT_FEED_TIMINGS } from './feed-timings';
import { nextFrame } from './frame-scheduler';
import { watchPageLifecycle } from './page-lifecycle';
import type { FeedSubscription, QuotesFeed, QuotesFeedOptions } from './quotes-feed';
import { channelNames, readTabMessage, type QuotesMessage, type TabChannel, type TabMessage } from './tab-messages';
import { createTabRoster } from './tab-roster';

export interface TabTimings {
  /** Ours: a tab repeats its instruments this often. */
  heartbeatMs: number;
  /**
   * Ours: a tab not heard from for this long is dropped from the union. Longer than a minute: a
   * background tab's timers may run only once a minute (Chrome's intensive throttling).
   */
  goneAfterMs: number;
  /** Ours: a leader not heard from for this long is taken to hang (the same minute-plus reason). */
  leaderSilentMs: number;
}

export const DEFAULT_TAB_TIMINGS: Readonly<TabTimings> = Object.freeze({
  heartbeatMs: 10_000,
  goneAfterMs: 90_000,
  leaderSilentMs: 90_000,
});

export type { TabChannel };

export interface BrowserFeedOptions extends QuotesFeedOptions {
  locks?: Pick<LockManager, 'request'>;
  /** Opens the tabs' channel, and the quotes channel too when the engine runs in the page. */
  openChannel?: (name: string) => TabChannel<TabMessage | QuotesMessage>;
  tabTimings?: Partial<TabTimings>;
  /**
   * Where the tab's feed engine runs (engine-host.ts): a worker by default, the page for tests
   * that give it their channels, socket or clock (a worker opens its own).
   */
  engineIn?: 'worker' | 'page';
}

/** The longest a tab's first subscription waits for an idle moment to join (a page never idle). */
export const JOIN_WAIT_MS = 1000;

/** Whether this browser can share a feed between tabs (Web Locks need a secure context). */
export const canShareBetweenTabs = (): boolean => typeof BroadcastChannel === 'function' && !!navigator.locks;

const cleanList = (instruments: readonly string[]) => [
  ...new Set(instruments.map((instrument) => instrument.trim()).filter(Boolean)),
];

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

interface Leadership {
  feed: QuotesFeed;
  /** One socket-feed subscription per other tab, so a tab comes and goes as a widget does. */
  tabs: Map<string, FeedSubscription>;
  stopStatus: () => void;
  release: () => void;
}

/** A widget's subscription in this tab, and its socket-feed twin while the tab leads. */
interface LocalSubscription {
  instruments: string[];
  leading: FeedSubscription | null;
}

export function createBrowserFeed(options: BrowserFeedOptions): QuotesFeed {
  const clock = options.clock ?? systemClock;
  const timings = { ...DEFAULT_FEED_TIMINGS, ...options.timings };
  const tabTimings = { ...DEFAULT_TAB_TIMINGS, ...options.tabTimings };
  const locks = options.locks ?? navigator.locks;
  const openChannel = options.openChannel ?? ((name: string) => new BroadcastChannel(name));
  const watchPage = options.watchPage ?? watchPageLifecycle;
  const names = channelNames(options.url);
  const tab = `${clock.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const quotes = createEngineHost({
    fetchToken: options.fetchToken,
    scheduleFlush: options.scheduleFlush ?? nextFrame,
    runIn: options.engineIn ?? 'worker',
    env: { openChannel, WebSocket: options.WebSocket, clock: options.clock, random: options.random },
  });
  const deadlines = createDeadlines<'beat' | 'expire' | 'idle' | 'leader'>(clock);
  const random = options.random ?? Math.random;
  /** When a follower last heard the leader (see heardLeader). */
  let leaderHeardAt = 0;
  const roster = createTabRoster(tabTimings.goneAfterMs);
  const subscriptions = new Set<LocalSubscription>();
  const feedStatus = createFeedStatus();
  let channel: TabChannel | null = null;
  let lockRequest: AbortController | null = null;
  let leadership: Leadership | null = null;
  let stopWatchingPage: (() => void) | null = null;
  /** Cancels the join that waits for an idle moment. */
  let joining: (() => void) | null = null;
  let hidden = false;

  const wanted = () => cleanList([...subscriptions].flatMap((subscription) => subscription.instruments));

  const post = (message: TabMessage) => channel?.postMessage(message);

  function announce() {
    if (!channel) return;
    post({ kind: 'wants', tab, instruments: wanted() });
    // The leader's beat: a quiet market sends no quotes, and followers must tell quiet from hung.
    if (leadership) post({ kind: 'status', status: feedStatus.get() });
    deadlines.set('beat', tabTimings.heartbeatMs, announce);
  }

  /**
   * A leader spoke (or this tab just joined): a silence counts from now. Noted, not re-armed, on
   * each of the hundred quote messages a second; the watch re-arms itself when it fires early.
   */
  function heardLeader() {
    if (leadership || !channel) return;
    leaderHeardAt = clock.now();
    if (!deadlines.has('leader')) watchLeader();
  }

  function watchLeader() {
    const silentUntil = leaderHeardAt + tabTimings.leaderSilentMs + random() * tabTimings.heartbeatMs;
    deadlines.set('leader', silentUntil - clock.now(), takeOver);
  }

  /** No leader spoke for the whole window: it hangs with the lock, which this tab takes. */
  function takeOver() {
    if (leadership || !channel) return;
    if (clock.now() - leaderHeardAt < tabTimings.leaderSilentMs) return watchLeader();
    lockRequest?.abort();
    requestLock(true);
  }

  function requestLock(steal: boolean) {
    const request = (lockRequest = new AbortController());
    // A steal is granted at once and cannot be withdrawn (the API takes no signal with it).
    const lockOptions: LockOptions = steal ? { steal: true } : { signal: request.signal };
    locks
      .request(names.tabs, lockOptions, () => new Promise<void>((release) => lead(release)))
      .catch(() => {
        // Withdrawn from the queue (AbortError), or the lock was stolen from this hung leader:
        // then it follows, quietly (the thief is already live), and queues again.
        if (lockRequest !== request || !leadership) return;
        stepDown(false);
        requestLock(false);
        heardLeader();
      });
  }

  /** The leader streams the union (relayed only while another tab wants it); followers only keep the roster. */
  function rosterChanged() {
    quotes.relay(roster.size > 0);
    if (leadership) followRoster(leadership);
    const next = roster.nextExpiry();
    if (next === null) return deadlines.clear('expire');
    deadlines.set('expire', next - clock.now(), () => {
      roster.expire(clock.now());
      rosterChanged();
    });
  }

  function join() {
    if (channel || hidden) return;
    channel = openChannel(names.tabs);
    channel.onmessage = (event) => {
      const message = readTabMessage(event.data);
      if (message) hear(message);
    };
    quotes.join(names.quotes, tab);
    requestLock(false);
    heardLeader();
  }

  function joinWhenIdle() {
    if (channel || joining || hidden) return;
    joining = whenIdle(() => {
      joining = null;
      join();
      announce();
    }, JOIN_WAIT_MS);
  }

  /** Leaves the tabs' group: goodbye, the lock (and the socket with it) and the channels. */
  function leave() {
    joining?.();
    joining = null;
    if (!channel) return;
    post({ kind: 'bye', tab });
    stepDown();
    lockRequest?.abort();
    lockRequest = null;
    channel.onmessage = null;
    channel.close();
    channel = null;
    quotes.leave();
    deadlines.clear('beat', 'expire', 'leader');
    roster.clear();
  }

  function lead(release: () => void) {
    if (!channel) return release(); // granted as the tab left
    deadlines.clear('leader');
    // The tab's own grace period comes first (idle below): the socket closes as the tab leaves.
    const feed = quotes.lead(options.url, { ...options.timings, idleCloseAfterMs: 0 });
    const share = () => {
      feedStatus.set(feed.getStatus());
      post({ kind: 'status', status: feed.getStatus() });
    };
    const term: Leadership = { feed, tabs: new Map(), stopStatus: feed.subscribeStatus(share), release };
    leadership = term;
    // All in one task: the socket opens once, for the union.
    for (const subscription of subscriptions) subscription.leading = feed.subscribe(subscription.instruments);
    followRoster(term);
    share();
    post({ kind: 'hello', tab });
  }

  /** The page feed's subscriptions of the other tabs follow the roster. */
  function followRoster({ feed, tabs }: Leadership) {
    const heard = roster.tabs();
    for (const [other, subscription] of tabs) {
      if (heard.has(other)) continue;
      subscription.unsubscribe();
      tabs.delete(other);
    }
    for (const [other, instruments] of heard) {
      const subscription = tabs.get(other);
      if (subscription) subscription.update(instruments);
      else tabs.set(other, feed.subscribe(instruments));
    }
  }

  /** `announce`: tell the followers to show no "live" look while the next leader connects. */
  function stepDown(announce = true) {
    if (!leadership) return;
    const { tabs, stopStatus, release } = leadership;
    leadership = null;
    stopStatus();
    for (const subscription of subscriptions) {
      subscription.leading?.unsubscribe();
      subscription.leading = null;
    }
    tabs.forEach((subscription) => subscription.unsubscribe());
    quotes.follow();
    if (announce) post({ kind: 'status', status: 'reconnecting' });
    release();
  }

  function hear(message: TabMessage) {
    switch (message.kind) {
      case 'wants': {
        const added = roster.heard(message.tab, message.instruments, clock.now());
        rosterChanged();
        if (leadership && added.length > 0) welcome(message.tab, added);
        return;
      }
      case 'bye':
        roster.left(message.tab);
        return rosterChanged();
      case 'hello':
        heardLeader();
        return announce();
      case 'status':
        if (leadership) return;
        heardLeader();
        feedStatus.set(message.status);
        return;
    }
  }

  /** A tab's new instruments may already stream: it gets their latest quotes now, and the status. */
  function welcome(to: string, instruments: string[]) {
    quotes.sendSnapshot(to, instruments);
    post({ kind: 'status', status: feedStatus.get() });
  }

  function activate() {
    deadlines.clear('idle');
    if (!stopWatchingPage) {
      stopWatchingPage = watchPage({
        recheck: () => {
          deadlines.recheck();
          quotes.recheck();
        },
        hide,
        show,
      });
    }
    joinWhenIdle();
  }

  function deactivate() {
    leave();
    stopWatchingPage?.();
    stopWatchingPage = null;
    feedStatus.set('connecting');
  }

  function hide() {
    hidden = true;
    leave();
    feedStatus.set('reconnecting');
  }

  function show() {
    if (!hidden) return;
    hidden = false;
    if (subscriptions.size === 0) return deactivate();
    join();
    announce();
  }

  return {
    subscribe(instruments) {
      const subscription: LocalSubscription = { instruments: cleanList(instruments), leading: null };
      subscriptions.add(subscription);
      activate();
      subscription.leading = leadership?.feed.subscribe(subscription.instruments) ?? null;
      announce();
      let subscribed = true;
      return {
        update(next) {
          const list = cleanList(next);
          if (!subscribed || sameList(list, subscription.instruments)) return;
          subscription.instruments = list;
          subscription.leading?.update(list);
          announce();
        },
        unsubscribe() {
          if (!subscribed) return;
          subscribed = false;
          subscriptions.delete(subscription);
          subscription.leading?.unsubscribe();
          announce();
          if (subscriptions.size === 0) deadlines.set('idle', timings.idleCloseAfterMs, deactivate);
        },
      };
    },
    getQuote: quotes.getQuote,
    subscribeQuote: quotes.subscribeQuote,
    getStatus: feedStatus.get,
    subscribeStatus: feedStatus.subscribe,
  };
}
