/**
 * Where a tab keeps its quotes (docs/ARCHITECTURE.md "One feed per browser"): the tab's quote
 * store, the socket's feed (quotes-feed.ts) while the tab leads, and the quotes channel while it
 * follows. It runs in a dedicated worker (feed-worker.ts), so the socket's hundred messages a
 * second, their JSON and the store's reading of every quote stay off the page's main thread; the
 * page (engine-host.ts) gets only the quotes its rows listen to, every one changed since the
 * last batch, and the next batch only once it has rendered the last (its `ready`). Where no worker
 * can start, the same engine runs in the page. DOM- and framework-free: commands in, events out.
 */
import type { FeedStatus } from '../../contract/events';
import { systemClock, type Clock } from '../../platform/dom/clock';
import { readServerMessage, type FeedQuote } from './feed-protocol';
import type { FeedTimings } from './feed-timings';
import type { PageHandlers } from './page-lifecycle';
import { createQuoteStore } from './quote-store';
import { createQuotesFeed, type FeedSocket, type FeedSubscription, type QuotesFeed } from './quotes-feed';
import { readQuotesMessage, type QuotesMessage, type TabChannel } from './tab-messages';
import { MissingTokenError } from './token-fetch';

/** What the page tells its engine. */
export type EngineCommand =
  /** The tab takes part in the feed of `channel` (the quotes channel's name) as `tab`, following. */
  | { kind: 'join'; channel: string; tab: string }
  | { kind: 'leave' }
  /** The instruments the page's rows listen to: only their quotes are sent to it. */
  | { kind: 'listen'; instruments: readonly string[] }
  /** The page rendered the last batch: the next may come. */
  | { kind: 'ready' }
  /** The tab leads: it opens the socket (its subscriptions follow) and stops hearing the channel. */
  | { kind: 'lead'; url: string; timings: Partial<FeedTimings> }
  | { kind: 'follow' }
  /** Whether the leader relays its socket's messages: only while another tab wants quotes. */
  | { kind: 'relay'; on: boolean }
  | { kind: 'subscribe'; id: number; instruments: readonly string[] }
  | { kind: 'update'; id: number; instruments: readonly string[] }
  | { kind: 'unsubscribe'; id: number }
  /** The latest quotes of `instruments`, for tab `to`. */
  | { kind: 'snapshot'; to: string; instruments: readonly string[] }
  /** The answer to a `token` event. */
  | { kind: 'token'; id: number; token: string }
  | { kind: 'token'; id: number; error: { name: string; message: string } }
  /** The page became visible: deadlines its timers missed run now. */
  | { kind: 'recheck' };

/** What the engine tells its page. */
export type EngineEvent =
  /**
   * `hurry`: shown at the next frame, unpaced: no news came for SETTLED_AFTER_MS before it (the
   * stream's last changes), or its rows have just come (their latest quotes, sent at once).
   */
  | { kind: 'quotes'; quotes: Record<string, FeedQuote>; hurry: boolean }
  /** No news for SETTLED_AFTER_MS since the batch the page holds: its changes are the stream's last. */
  | { kind: 'settled' }
  /** The socket feed's status, while the tab leads. */
  | { kind: 'status'; status: FeedStatus }
  /** A token, please (the page fetches it: the token URL, its cookies and headers are the page's). */
  | { kind: 'token'; id: number }
  /** From a worker: its first message, and its console errors. */
  | { kind: 'started' }
  | { kind: 'log'; args: unknown[] };

/**
 * A stream this long without news has gone quiet (or was a lone tick): the page shows what it
 * holds at the next frame rather than when its pacing allows (frame-scheduler.ts `hurry`). Three
 * frames: a busy socket's messages come every few milliseconds.
 */
export const SETTLED_AFTER_MS = 50;

export interface EngineEnv {
  openChannel(name: string): TabChannel<QuotesMessage>;
  WebSocket?: new (url: string) => FeedSocket;
  clock?: Clock;
  random?: () => number;
}

export function createFeedEngine(env: EngineEnv, emit: (event: EngineEvent) => void): (command: EngineCommand) => void {
  const clock = env.clock ?? systemClock;
  const store = createQuoteStore(scheduleBatch);
  /** The page's instruments and this store's listener for each. */
  const listened = new Map<string, () => void>();
  /** Instruments changed since the last batch. */
  const outbox = new Set<string>();
  let ready = true;
  let pendingFlush: (() => void) | null = null;
  /** When the last data came, and whether a `settled` is due while the page holds a batch. */
  let newsAt = -Infinity;
  let settleTimer: unknown = null;
  let channel: TabChannel<QuotesMessage> | null = null;
  let tab = '';
  let following = false;
  let relaying = false;
  let feed: QuotesFeed | null = null;
  let page: PageHandlers | null = null;
  const subscriptions = new Map<number, FeedSubscription>();
  const tokens = new Map<number, { resolve: (token: string) => void; reject: (error: Error) => void }>();
  let tokenRequests = 0;

  /** The store's flush waits for the page to be ready: changes in between make one batch. */
  function scheduleBatch(flush: () => void) {
    pendingFlush = flush;
    queueMicrotask(sendBatch);
  }

  function sendBatch() {
    if (!ready) return;
    // The store tells of INSTRUMENTS_PER_FLUSH a flush; the page's own store paces its rows, so
    // the batch takes every change (a backlog waits on the page, not for another round trip).
    for (let flush = pendingFlush; flush; flush = pendingFlush) {
      pendingFlush = null;
      flush();
    }
    if (outbox.size === 0) return;
    const quotes: Record<string, FeedQuote> = {};
    for (const instrument of outbox) quotes[instrument] = store.get(instrument)!;
    outbox.clear();
    ready = false;
    emit({ kind: 'quotes', quotes, hurry: clock.now() - newsAt >= SETTLED_AFTER_MS });
  }

  /** A data message came (the socket's or the leader's); while the page holds a batch, watch for quiet. */
  function news() {
    newsAt = clock.now();
    if (!ready && settleTimer === null) settleTimer = clock.setTimeout(checkSettled, SETTLED_AFTER_MS);
  }

  function checkSettled() {
    settleTimer = null;
    if (ready) return;
    const quietMs = clock.now() - newsAt;
    if (quietMs >= SETTLED_AFTER_MS) emit({ kind: 'settled' });
    else settleTimer = clock.setTimeout(checkSettled, SETTLED_AFTER_MS - quietMs);
  }

  function listen(instruments: readonly string[]) {
    const wanted = new Set(instruments);
    for (const [instrument, stop] of listened) {
      if (wanted.has(instrument)) continue;
      stop();
      listened.delete(instrument);
      outbox.delete(instrument);
    }
    // Rows that have just come (scrolled near the screen) get their latest quotes at once, not
    // after the batch the page holds: they are an answer, not the stream.
    const arrived: Record<string, FeedQuote> = {};
    for (const instrument of wanted) {
      if (listened.has(instrument)) continue;
      listened.set(
        instrument,
        store.subscribe(instrument, () => outbox.add(instrument)),
      );
      const quote = store.get(instrument);
      if (quote) arrived[instrument] = quote;
    }
    if (Object.keys(arrived).length > 0) emit({ kind: 'quotes', quotes: arrived, hurry: true });
  }

  function join(name: string, me: string) {
    leave();
    tab = me;
    following = true;
    channel = env.openChannel(name);
    channel.onmessage = (event) => {
      const message = readQuotesMessage(event.data);
      if (message && following) hear(message);
    };
  }

  function hear(message: QuotesMessage) {
    if (message.kind === 'snapshot') {
      if (message.to === tab) store.apply(message.quotes, clock.now() / 1000);
      return;
    }
    const quotes = readServerMessage(message.text);
    if (quotes.kind !== 'data') return;
    store.apply(quotes.data, clock.now() / 1000);
    news();
  }

  function leave() {
    // The page may be entering the back/forward cache: the socket closes now, not at a timer.
    page?.hide();
    following = relaying = false;
    if (!channel) return;
    channel.onmessage = null;
    channel.close();
    channel = null;
  }

  function lead(url: string, timings: Partial<FeedTimings>) {
    following = false;
    if (feed) return page?.show();
    const socketFeed = createQuotesFeed({
      url,
      timings,
      clock,
      WebSocket: env.WebSocket,
      random: env.random,
      store,
      fetchToken: askForToken,
      // The tab's page events reach the engine as commands (leave, recheck).
      watchPage: (handlers) => {
        page = handlers;
        return () => void (page = null);
      },
      onData(text) {
        news();
        if (relaying) channel?.postMessage({ kind: 'quotes', text });
      },
    });
    socketFeed.subscribeStatus(() => emit({ kind: 'status', status: socketFeed.getStatus() }));
    feed = socketFeed;
  }

  function askForToken(): Promise<string> {
    const id = ++tokenRequests;
    return new Promise((resolve, reject) => {
      tokens.set(id, { resolve, reject });
      emit({ kind: 'token', id });
    });
  }

  function tokenAnswered(command: Extract<EngineCommand, { kind: 'token' }>) {
    const waiting = tokens.get(command.id);
    tokens.delete(command.id);
    if (!waiting) return;
    if ('token' in command) return waiting.resolve(command.token);
    const { name, message } = command.error;
    // The token refresher tells an empty token (MissingTokenError) from a failed request.
    waiting.reject(
      name === 'MissingTokenError' ? new MissingTokenError() : Object.assign(new Error(message), { name }),
    );
  }

  function sendSnapshot(to: string, instruments: readonly string[]) {
    const quotes: Record<string, FeedQuote> = {};
    for (const instrument of instruments) {
      const quote = store.get(instrument);
      if (quote) quotes[instrument] = quote;
    }
    if (Object.keys(quotes).length > 0) channel?.postMessage({ kind: 'snapshot', to, quotes });
  }

  return (command) => {
    switch (command.kind) {
      case 'join':
        return join(command.channel, command.tab);
      case 'leave':
        return leave();
      case 'listen':
        return listen(command.instruments);
      case 'ready':
        ready = true;
        return sendBatch();
      case 'lead':
        return lead(command.url, command.timings);
      case 'follow':
        following = true;
        return;
      case 'relay':
        relaying = command.on;
        return;
      case 'subscribe':
        if (feed) subscriptions.set(command.id, feed.subscribe(command.instruments));
        return;
      case 'update':
        return subscriptions.get(command.id)?.update(command.instruments);
      case 'unsubscribe':
        subscriptions.get(command.id)?.unsubscribe();
        subscriptions.delete(command.id);
        return;
      case 'snapshot':
        return sendSnapshot(command.to, command.instruments);
      case 'token':
        return tokenAnswered(command);
      case 'recheck':
        return page?.recheck();
    }
  };
}
