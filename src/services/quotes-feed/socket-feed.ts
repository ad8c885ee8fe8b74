/**
 * One socket to one `ws_api` for every subscription to it (docs/RULES.md §4, 7, 9): the socket
 * (feed-connection.ts) streams the union of the subscriptions' instruments. A subscription that
 * adds instruments, or changes its list so the union differs from what the socket streams,
 * reopens the socket with the new union at once (a deliberate switch, not an outage: no 1 s
 * wait, no status change). An unsubscribe never reconnects: the extra instruments are harmless
 * and dropped at the next reconnect. The last unsubscribe closes the socket and clears every
 * timer `idleCloseAfterMs` later, unless a new subscription comes first (a widget moved in the
 * DOM is unmounted and mounted again). pagehide drops the socket and the timers (the
 * back/forward cache); pageshow connects again, reusing a fresh token.
 *
 * Framework-free; time, the socket, the token and the page lifecycle are injected, so the state
 * machine runs under a fake clock. The quotes go to `onData`: the feed engine's store
 * (engine-store.ts), whose tab leads the browser's tabs or runs solo (feed-engine.ts).
 */
import type { FeedStatus } from '../../contract/events';
import { systemClock, type Clock } from '../../platform/dom/clock';
import { createDeadlines } from './deadlines';
import { createFeedConnection, type ConnectionDeadline, type FeedSocket } from './feed-connection';
import { createFeedStatus } from './feed-status';
import { DEFAULT_FEED_TIMINGS, type FeedTimings } from './feed-timings';
import { watchPageLifecycle, type PageWatcher } from './page-lifecycle';
import { createSubscriptions, type FeedSubscription } from './subscriptions';
import { createTokenRefresher } from './token-refresher';

export interface SocketFeedOptions {
  /** The `ws_api` URL. */
  url: string;
  /** Resolves the token; rejects with MissingTokenError for an empty one. */
  fetchToken: () => Promise<string>;
  WebSocket?: new (url: string) => FeedSocket;
  clock?: Clock;
  watchPage?: PageWatcher;
  timings?: Partial<FeedTimings>;
  /** Jitter source for token retries, in [0, 1). */
  random?: () => number;
  /** Each data message: as the socket sent it (a leader relays it), and read. */
  onData(text: string, data: Readonly<Record<string, unknown>>, nowSeconds: number): void;
}

export interface SocketFeed {
  /** Adds a widget's (or a tab's) instruments to the socket's union. */
  subscribe(instruments: readonly string[]): FeedSubscription;
  getStatus(): FeedStatus;
  subscribeStatus(listener: () => void): () => void;
}

/** Logs a kind of trouble once: a server in a loop must not flood the console. */
function logOncePerKind() {
  const logged = new Set<string>();
  return (kind: string, ...message: unknown[]) => {
    if (logged.has(kind)) return;
    logged.add(kind);
    console.error(...message);
  };
}

export function createSocketFeed(options: SocketFeedOptions): SocketFeed {
  const timings: FeedTimings = { ...DEFAULT_FEED_TIMINGS, ...options.timings };
  const clock = options.clock ?? systemClock;
  const deadlines = createDeadlines<ConnectionDeadline | 'token' | 'idle'>(clock);
  const feedStatus = createFeedStatus();
  let active = false;
  let suspended = false;
  let stopWatchingPage: (() => void) | null = null;
  const token = createTokenRefresher({
    fetchToken: options.fetchToken,
    onToken: () => connection.connect(),
    clock,
    deadlines,
    timings,
    random: options.random ?? Math.random,
  });
  const subscriptions = createSubscriptions({
    changed: () => connection.instrumentsChanged(),
    came: activate,
    last: () => deadlines.set('idle', timings.idleCloseAfterMs, deactivate),
  });
  const connection = createFeedConnection({
    url: options.url,
    Socket: options.WebSocket ?? WebSocket,
    clock,
    deadlines,
    timings,
    token,
    running: () => active && !suspended,
    wanted: subscriptions.wanted,
    setStatus: feedStatus.set,
    onData: options.onData,
    logOnce: logOncePerKind(),
  });

  function activate() {
    deadlines.clear('idle');
    if (active) return;
    active = true;
    stopWatchingPage = (options.watchPage ?? watchPageLifecycle)({
      recheck: () => deadlines.recheck(),
      hide: suspend,
      show: resume,
    });
    token.start();
  }

  /** Closes the socket, stops the token and every timer; `status` is what the feed shows meanwhile. */
  function halt(status: FeedStatus) {
    connection.drop();
    token.stop();
    deadlines.clearAll();
    feedStatus.set(status);
  }

  function deactivate() {
    active = suspended = false;
    halt('connecting');
    stopWatchingPage?.();
    stopWatchingPage = null;
  }

  /** pagehide: no socket and no timers while the page may sit in the back/forward cache. */
  function suspend() {
    if (!active || suspended) return;
    if (subscriptions.size === 0) return deactivate();
    suspended = true;
    halt('reconnecting');
  }

  function resume() {
    if (!suspended) return;
    suspended = false;
    token.start();
  }

  return { subscribe: subscriptions.subscribe, getStatus: feedStatus.get, subscribeStatus: feedStatus.subscribe };
}
