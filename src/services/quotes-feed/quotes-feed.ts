/**
 * A quotes feed: one socket to one `ws_api` for every widget subscribed to it (docs/RULES.md §4, 7, 9;
 * docs/CONTRACT.md "Quotes feed"). Framework-free; time, the socket, the token, the flush scheduler
 * and the page lifecycle are injected, so the state machine runs under a fake clock.
 *
 * - The socket streams the union of the subscriptions' instruments. A subscription that adds
 *   instruments, or changes its list so the union differs from what the socket streams, closes
 *   the socket and opens one with the new union at once (a deliberate switch, not an outage:
 *   no 1 s wait, no status change). An unsubscribe never reconnects: the extra instruments are
 *   harmless and dropped at the next reconnect.
 * - On open: `{token, instruments}`; `{"ping":1}` every 10 s; no pong within 2 s, a message
 *   without data that is not a pong, or garbage close the socket; a close reconnects after 1 s;
 *   an error closes after 1 s.
 * - The last unsubscribe closes the socket and clears every timer 1 s later, unless a new
 *   subscription comes first (a widget moved in the DOM is unmounted and mounted again).
 * - Status: 'connecting' until the first data, 'live' while data flows, 'stale' when the
 *   socket is open but sent no data for 30 s, 'reconnecting' after a close until data flows.
 */
import type { FeedStatus } from '../../contract/events';
import { createFeedStatus } from './feed-status';
import { systemClock, type Clock } from '../../platform/dom/clock';
import { createDeadlines } from './deadlines';
import { openMessage, PING_MESSAGE, readServerMessage, type FeedQuote } from './feed-protocol';
import { DEFAULT_FEED_TIMINGS, type FeedTimings } from './feed-timings';
import { nextFrame } from './frame-scheduler';
import { watchPageLifecycle, type PageWatcher } from './page-lifecycle';
import { createQuoteStore, type FrameScheduler, type QuoteStore } from './quote-store';
import { createTokenRefresher } from './token-refresher';

export type { FeedStatus };

/** The part of WebSocket the feed uses. */
export interface FeedSocket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface FeedSubscription {
  /** Replaces this subscription's instruments (a tab switch). The same list again does nothing. */
  update(instruments: readonly string[]): void;
  unsubscribe(): void;
}

export interface QuotesFeed {
  /** Adds a widget's instruments to the socket's union. */
  subscribe(instruments: readonly string[]): FeedSubscription;
  /**
   * The latest quote; the same object until this instrument changes. Of an instrument nobody
   * listens to (`subscribeQuote`), a browser-wide feed may hold an older one (engine-host.ts).
   */
  getQuote(instrument: string): FeedQuote | undefined;
  /** Calls `listener` at most once per frame after `instrument` changed. */
  subscribeQuote(instrument: string, listener: () => void): () => void;
  getStatus(): FeedStatus;
  subscribeStatus(listener: () => void): () => void;
}

export interface QuotesFeedOptions {
  /** The `ws_api` URL. */
  url: string;
  /** Resolves the token; rejects with MissingTokenError for an empty one. */
  fetchToken: () => Promise<string>;
  WebSocket?: new (url: string) => FeedSocket;
  clock?: Clock;
  scheduleFlush?: FrameScheduler;
  watchPage?: PageWatcher;
  timings?: Partial<FeedTimings>;
  /** Jitter source for token retries, in [0, 1). */
  random?: () => number;
  /** Where quotes go (default: a store of its own on `scheduleFlush`); a browser-wide feed's tab store. */
  store?: QuoteStore;
  /** Hears each data message as the socket sent it (a leader tab relays them to the other tabs). */
  onData?: (text: string) => void;
}

type Deadline = 'token' | 'ping' | 'pong' | 'reconnect' | 'closeAfterError' | 'stale' | 'resubscribe' | 'idle';

const OPEN = 1;
const LOGGED_MESSAGE_CHARS = 120;

/** The list without blanks and repeats, in the order given. */
const cleanList = (instruments: readonly string[]) => [
  ...new Set(instruments.map((instrument) => instrument.trim()).filter(Boolean)),
];

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((item) => set.has(item));
};

export function createQuotesFeed(options: QuotesFeedOptions): QuotesFeed {
  const timings: FeedTimings = { ...DEFAULT_FEED_TIMINGS, ...options.timings };
  const clock = options.clock ?? systemClock;
  const Socket = options.WebSocket ?? WebSocket;
  const watchPage = options.watchPage ?? watchPageLifecycle;
  const deadlines = createDeadlines<Deadline>(clock);
  const store = options.store ?? createQuoteStore(options.scheduleFlush ?? nextFrame);
  const token = createTokenRefresher({
    fetchToken: options.fetchToken,
    onToken: () => connect(),
    clock,
    deadlines,
    timings,
    random: options.random ?? Math.random,
  });
  const subscriptions = new Set<{ instruments: string[] }>();
  const logged = new Set<string>();
  const feedStatus = createFeedStatus();
  let socket: FeedSocket | null = null;
  /** What the open socket streams; null while it is still opening. */
  let streaming: string[] | null = null;
  let lastDataAt = 0;
  /** Whether the server has answered on the current socket (data or pong). */
  let heardFromServer = false;
  let active = false;
  let suspended = false;
  let stopWatchingPage: (() => void) | null = null;

  /** Logs a kind of trouble once per feed: a server in a loop must not flood the console. */
  function logOnce(kind: string, ...message: unknown[]) {
    if (logged.has(kind)) return;
    logged.add(kind);
    console.error(...message);
  }

  const wanted = () => cleanList([...subscriptions].flatMap((subscription) => subscription.instruments));

  function send(message: string) {
    if (socket?.readyState === OPEN) socket.send(message);
  }

  function connect() {
    if (!active || suspended || socket || deadlines.has('reconnect')) return;
    if (token.current() === null || wanted().length === 0) return; // the token or a subscription calls again
    let next: FeedSocket;
    try {
      next = new Socket(options.url);
    } catch (error) {
      return logOnce('url', `Quotes feed: cannot open a WebSocket to "${options.url}"`, error);
    }
    socket = next;
    streaming = null;
    heardFromServer = false;
    next.onopen = () => {
      streaming = wanted();
      send(openMessage(token.current() ?? '', streaming));
      lastDataAt = clock.now();
      deadlines.set('ping', timings.pingEveryMs, ping);
      deadlines.set('stale', timings.staleAfterMs, checkStale);
    };
    next.onmessage = (event) => receive(String(event.data));
    next.onerror = () => {
      if (!deadlines.has('closeAfterError'))
        deadlines.set('closeAfterError', timings.closeAfterErrorMs, reconnectLater);
    };
    next.onclose = () => {
      // The server closed before answering anything: it may have refused the token (expired,
      // revoked), so the reconnect waits for a fresh one rather than repeating it every second.
      if (!heardFromServer) token.renew();
      reconnectLater();
    };
  }

  /** Forgets the socket: its handlers are detached, so its own close event is not waited for. */
  function dropSocket() {
    deadlines.clear('ping', 'pong', 'stale', 'closeAfterError', 'resubscribe');
    if (!socket) return;
    const closing = socket;
    socket = null;
    streaming = null;
    closing.onopen = closing.onmessage = closing.onerror = closing.onclose = null;
    closing.close();
  }

  function reconnectLater() {
    dropSocket();
    feedStatus.set('reconnecting');
    deadlines.set('reconnect', timings.reconnectAfterMs, connect);
  }

  function ping() {
    send(PING_MESSAGE);
    deadlines.set('pong', timings.pongTimeoutMs, reconnectLater);
    deadlines.set('ping', timings.pingEveryMs, ping);
  }

  function checkStale() {
    const quietMs = clock.now() - lastDataAt;
    if (quietMs >= timings.staleAfterMs) feedStatus.set('stale');
    else deadlines.set('stale', timings.staleAfterMs - quietMs, checkStale);
  }

  function receive(text: string) {
    const message = readServerMessage(text);
    switch (message.kind) {
      case 'data':
        heardFromServer = true;
        lastDataAt = clock.now();
        store.apply(message.data, lastDataAt / 1000);
        options.onData?.(text);
        if (!deadlines.has('stale')) deadlines.set('stale', timings.staleAfterMs, checkStale);
        return feedStatus.set('live');
      case 'pong':
        heardFromServer = true;
        return deadlines.clear('pong');
      case 'garbage':
        logOnce(
          'garbage',
          `Quotes feed: ${options.url} sent a message that is not JSON; the socket is closed and reopened.`,
          text.slice(0, LOGGED_MESSAGE_CHARS),
        );
        return reconnectLater();
      case 'unexpected':
        logOnce(
          'unexpected',
          `Quotes feed: ${options.url} sent a message without data; the socket is closed and reopened.`,
          text.slice(0, LOGGED_MESSAGE_CHARS),
        );
        if (!heardFromServer) token.renew(); // a first answer that is not data: likely a refusal
        return reconnectLater();
    }
  }

  function instrumentsChanged() {
    if (!socket) return connect();
    // Still opening: the open message will carry the new union.
    if (streaming === null || sameSet(wanted(), streaming)) return;
    // Several changes in one task (a page of widgets mounting) make one reconnect.
    deadlines.set('resubscribe', 0, () => {
      dropSocket();
      connect();
    });
  }

  function activate() {
    deadlines.clear('idle');
    if (active) return;
    active = true;
    stopWatchingPage = watchPage({ recheck: () => deadlines.recheck(), hide: suspend, show: resume });
    token.start();
  }

  function deactivate() {
    active = false;
    suspended = false;
    dropSocket();
    token.stop();
    deadlines.clearAll();
    stopWatchingPage?.();
    stopWatchingPage = null;
    feedStatus.set('connecting');
  }

  /** pagehide: no socket and no timers while the page may sit in the back/forward cache. */
  function suspend() {
    if (!active || suspended) return;
    if (subscriptions.size === 0) return deactivate();
    suspended = true;
    dropSocket();
    token.stop();
    deadlines.clearAll();
    feedStatus.set('reconnecting');
  }

  /** pageshow: connect again (the token is reused if still fresh). */
  function resume() {
    if (!suspended) return;
    suspended = false;
    token.start();
  }

  return {
    subscribe(instruments) {
      const subscription = { instruments: cleanList(instruments) };
      subscriptions.add(subscription);
      activate();
      instrumentsChanged();
      let subscribed = true;
      return {
        update(next) {
          const list = cleanList(next);
          if (!subscribed || sameList(list, subscription.instruments)) return;
          subscription.instruments = list;
          instrumentsChanged();
        },
        unsubscribe() {
          if (!subscribed) return;
          subscribed = false;
          subscriptions.delete(subscription);
          if (subscriptions.size === 0) deadlines.set('idle', timings.idleCloseAfterMs, deactivate);
        },
      };
    },
    getQuote: (instrument) => store.get(instrument),
    subscribeQuote: (instrument, listener) => store.subscribe(instrument, listener),
    getStatus: feedStatus.get,
    subscribeStatus: feedStatus.subscribe,
  };
}
