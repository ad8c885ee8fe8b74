/**
 * The socket of a quotes feed (docs/RULES.md §4, 7, 9; docs/CONTRACT.md "Quotes feed"), one at a
 * time: on open `{token, instruments}`; `{"ping":1}` every 10 s; no pong within 2 s, a message
 * without data that is not a pong, or garbage close the socket; a close reconnects after 1 s; an
 * error closes after 1 s. Status: 'live' while data flows, 'stale' when the socket is open but
 * sent no data for 30 s, 'reconnecting' after a close until data flows.
 */
import type { FeedStatus } from '../../contract/events';
import type { Clock } from '../../platform/dom/clock';
import type { Deadlines } from './deadlines';
import { openMessage, PING_MESSAGE, readServerMessage } from './feed-protocol';
import type { FeedTimings } from './feed-timings';
import type { TokenRefresher } from './token-refresher';

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

export type ConnectionDeadline = 'ping' | 'pong' | 'reconnect' | 'closeAfterError' | 'stale' | 'resubscribe';

export interface FeedConnection {
  /** Opens a socket for the wanted instruments, unless one is open or due to reopen, or there is no token or instrument. */
  connect(): void;
  /** Forgets the socket: its handlers are detached, so its own close event is not waited for. */
  drop(): void;
  /** The union changed: a socket that does not stream all of it reopens (several changes in one task, once). */
  instrumentsChanged(): void;
}

export interface ConnectionOptions {
  url: string;
  Socket: new (url: string) => FeedSocket;
  clock: Clock;
  deadlines: Deadlines<ConnectionDeadline>;
  timings: FeedTimings;
  token: Pick<TokenRefresher, 'current' | 'renew'>;
  /** Whether the feed may hold a socket now (it has subscribers and the page is shown). */
  running(): boolean;
  wanted(): string[];
  setStatus(status: FeedStatus): void;
  onData(text: string, data: Readonly<Record<string, unknown>>, nowSeconds: number): void;
  /** Logs a kind of trouble once per feed: a server in a loop must not flood the console. */
  logOnce(kind: string, ...message: unknown[]): void;
}

const OPEN = 1;
const LOGGED_MESSAGE_CHARS = 120;

function openSocket(options: ConnectionOptions): FeedSocket | null {
  try {
    return new options.Socket(options.url);
  } catch (error) {
    options.logOnce('url', `Quotes feed: cannot open a WebSocket to "${options.url}"`, error);
    return null;
  }
}

/** A message the feed cannot use, logged once per kind: the socket is reopened. */
function logTrouble(options: ConnectionOptions, kind: 'garbage' | 'unexpected', text: string) {
  const what = kind === 'garbage' ? 'a message that is not JSON' : 'a message without data';
  options.logOnce(
    kind,
    `Quotes feed: ${options.url} sent ${what}; the socket is closed and reopened.`,
    text.slice(0, LOGGED_MESSAGE_CHARS),
  );
}

export function createFeedConnection(options: ConnectionOptions): FeedConnection {
  const { deadlines, timings, token } = options;
  let socket: FeedSocket | null = null;
  /** What the open socket streams; null while it is still opening. */
  let streaming: string[] | null = null;
  /** Whether the server has answered on the current socket (data or pong). */
  let heard = false;

  const send = (message: string) => socket?.readyState === OPEN && socket.send(message);
  const liveness = watchLiveness({ ...options, send, lost: () => reconnectLater() });

  function connect() {
    if (!options.running() || socket || deadlines.has('reconnect')) return;
    if (token.current() === null || options.wanted().length === 0) return; // the token or a subscription calls again
    const next = openSocket(options);
    if (!next) return;
    socket = next;
    streaming = null;
    heard = false;
    next.onopen = () => {
      streaming = options.wanted();
      send(openMessage(token.current() ?? '', streaming));
      liveness.opened();
    };
    next.onmessage = (event) => receive(String(event.data));
    next.onerror = () => {
      if (!deadlines.has('closeAfterError'))
        deadlines.set('closeAfterError', timings.closeAfterErrorMs, reconnectLater);
    };
    next.onclose = () => {
      // The server closed before answering anything: it may have refused the token (expired,
      // revoked), so the reconnect waits for a fresh one rather than repeating it every second.
      if (!heard) token.renew();
      reconnectLater();
    };
  }

  function drop() {
    deadlines.clear('ping', 'pong', 'stale', 'closeAfterError', 'resubscribe');
    if (!socket) return;
    const closing = socket;
    socket = null;
    streaming = null;
    closing.onopen = closing.onmessage = closing.onerror = closing.onclose = null;
    closing.close();
  }

  function reconnectLater() {
    drop();
    options.setStatus('reconnecting');
    deadlines.set('reconnect', timings.reconnectAfterMs, connect);
  }

  function receive(text: string) {
    const message = readServerMessage(text);
    if (message.kind === 'pong') {
      heard = true;
      return liveness.pong();
    }
    if (message.kind === 'data') {
      heard = true;
      options.onData(text, message.data, liveness.data() / 1000);
      return options.setStatus('live');
    }
    logTrouble(options, message.kind, text);
    if (message.kind === 'unexpected' && !heard) token.renew(); // a first answer that is not data: likely a refusal
    reconnectLater();
  }

  return {
    connect,
    drop,
    instrumentsChanged() {
      if (!socket) return connect();
      // Still opening: the open message will carry the new union. Fewer instruments are no
      // reason to reconnect: the extra ones are harmless and dropped at the next reconnect.
      if (streaming === null) return;
      const streams = new Set(streaming); // a lookup, not a scan: the union may hold a few thousand
      if (options.wanted().every((instrument) => streams.has(instrument))) return;
      deadlines.set('resubscribe', 0, () => {
        drop();
        connect();
      });
    },
  };
}

/**
 * Whether the open socket lives: `{"ping":1}` every `pingEveryMs`, and no pong within
 * `pongTimeoutMs` loses it; no data for `staleAfterMs` makes the status 'stale'.
 */
function watchLiveness(options: {
  clock: Clock;
  deadlines: Deadlines<ConnectionDeadline>;
  timings: FeedTimings;
  send(message: string): void;
  setStatus(status: FeedStatus): void;
  lost(): void;
}) {
  const { clock, deadlines, timings } = options;
  let lastDataAt = 0;

  function ping() {
    options.send(PING_MESSAGE);
    deadlines.set('pong', timings.pongTimeoutMs, options.lost);
    deadlines.set('ping', timings.pingEveryMs, ping);
  }

  function checkStale() {
    const quietMs = clock.now() - lastDataAt;
    if (quietMs >= timings.staleAfterMs) options.setStatus('stale');
    else deadlines.set('stale', timings.staleAfterMs - quietMs, checkStale);
  }

  return {
    opened() {
      lastDataAt = clock.now();
      deadlines.set('ping', timings.pingEveryMs, ping);
      deadlines.set('stale', timings.staleAfterMs, checkStale);
    },
    pong: () => deadlines.clear('pong'),
    /** Data came: returns when. */
    data() {
      lastDataAt = clock.now();
      if (!deadlines.has('stale')) deadlines.set('stale', timings.staleAfterMs, checkStale);
      return lastDataAt;
    },
  };
}
