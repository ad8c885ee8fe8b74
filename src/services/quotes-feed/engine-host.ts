/**
 * The page's side of a tab's feed engine (feed-engine.ts): it starts the engine in a dedicated
 * worker, or in the page where no worker can start (a Content Security Policy that refuses it),
 * and keeps the page's copy of the quotes its rows listen to.
 *
 * - The rows read a store of their own (quote-store.ts `put`) holding the quotes of the
 *   instruments they listen to (rows on or near the screen, use-quotes.ts), filled in batches:
 *   the engine sends the next batch only after the page has rendered the last one (`ready` after
 *   each of the store's paced flushes), so however fast the socket the page handles one message
 *   per frame it renders, at most, and a slow phone fewer. A batch the engine hurries (the
 *   stream's last changes, or the latest quotes of rows that have just come) is shown at the
 *   next frame, unpaced. An instrument nobody listens to keeps
 *   the quote it had when the last listener left; the first listener gets the latest at once.
 * - The engine starts on `join` and ends on `leave` (a worker is terminated, which closes its
 *   socket at once: the page may be entering the back/forward cache). Commands sent while a
 *   worker starts wait for its `started`; a worker that fails before it (an `error` event) is
 *   replaced by the engine in the page, which gets the same commands.
 * - `lead` returns the socket's feed as a `QuotesFeed`, its subscriptions and status relayed.
 */
import workerFile from 'virtual:feed-worker';
import { TRUSTED_TYPES_POLICY, trustedScriptUrl } from '../../platform/dom/trusted-types';
import { createFeedEngine, type EngineCommand, type EngineEnv, type EngineEvent } from './feed-engine';
import type { FeedQuote } from './feed-protocol';
import { createFeedStatus } from './feed-status';
import type { FeedTimings } from './feed-timings';
import { createQuoteStore, type FrameScheduler, type PendingFlush } from './quote-store';
import type { QuotesFeed } from './quotes-feed';

export interface EngineHost {
  /** The tab's quotes, for its rows. */
  getQuote(instrument: string): FeedQuote | undefined;
  subscribeQuote(instrument: string, listener: () => void): () => void;
  /** Starts the engine, in the feed of quotes channel `channel` as `tab`, following. */
  join(channel: string, tab: string): void;
  /** Ends the engine (and the socket, if it leads). */
  leave(): void;
  /** The socket's feed, which the engine opens; the same object on every call. */
  lead(url: string, timings: Partial<FeedTimings>): QuotesFeed;
  follow(): void;
  relay(on: boolean): void;
  /** Posts the latest quotes of `instruments` to tab `to`. */
  sendSnapshot(to: string, instruments: readonly string[]): void;
  recheck(): void;
}

export interface EngineHostOptions {
  fetchToken: () => Promise<string>;
  scheduleFlush: FrameScheduler;
  /** Where the engine runs: 'page' for tests that hand it their own channel, socket or clock. */
  runIn: 'worker' | 'page';
  env: EngineEnv;
}

interface Engine {
  send(command: EngineCommand): void;
  stop(): void;
}

let workerUrl: string | undefined;

/**
 * The worker's own file when it is on the page's origin, as a worker's script must be (a page's
 * `script-src 'self'` allows it). For a library from another origin (a CDN), a Blob that imports
 * the file (the page allows `worker-src blob:`); such a worker runs under the page's policy, so
 * under Trusted Types it imports through a policy of the same name in its own global.
 */
function feedWorkerUrl() {
  if (new URL(workerFile).origin === location.origin) return workerFile;
  const file = JSON.stringify(workerFile);
  const policy = `trustedTypes.createPolicy(${JSON.stringify(TRUSTED_TYPES_POLICY)}, { createScriptURL: (url) => url })`;
  const bootstrap = `importScripts(self.trustedTypes ? ${policy}.createScriptURL(${file}) : ${file});`;
  return URL.createObjectURL(new Blob([bootstrap], { type: 'text/javascript' }));
}

export function createEngineHost(options: EngineHostOptions): EngineHost {
  let runIn = options.runIn;
  let engine: Engine | null = null;
  /** The store's flush while it waits for its frame. */
  let pending: PendingFlush | void;
  const store = createQuoteStore(
    (flush) =>
      (pending = options.scheduleFlush(() => {
        pending = undefined;
        flush();
        engine?.send({ kind: 'ready' });
      })),
  );
  /** How many listeners each instrument has on the page: only these instruments' quotes come to it. */
  const listeners = new Map<string, number>();
  let listenQueued = false;
  const leaderStatus = createFeedStatus();
  let subscriptionIds = 0;
  let relaying = false;

  function receive(from: Engine, event: EngineEvent) {
    if (from !== engine) return; // a stopped engine's last words
    switch (event.kind) {
      case 'quotes':
        if (!store.put(event.quotes)) return from.send({ kind: 'ready' });
        if (event.hurry) pending?.hurry();
        return;
      case 'settled':
        return pending?.hurry();
      case 'status':
        return leaderStatus.set(event.status);
      case 'token':
        options.fetchToken().then(
          (token) => engine === from && from.send({ kind: 'token', id: event.id, token }),
          (error: Error) =>
            engine === from &&
            from.send({ kind: 'token', id: event.id, error: { name: error.name, message: error.message } }),
        );
        return;
      case 'log':
        console.error(...event.args);
        return;
      case 'started':
        return;
    }
  }

  /** The engine in the page; its events are `as`'s when it stands in for a worker. */
  function pageEngine(as?: Engine): Engine {
    let stopped = false;
    const handle = createFeedEngine(options.env, (event) =>
      queueMicrotask(() => !stopped && receive(as ?? self, event)),
    );
    const self: Engine = {
      // Never within the caller's code, as with a worker (a microtask later).
      send: (command) => queueMicrotask(() => !stopped && handle(command)),
      // At once: the page may be entering the back/forward cache, and its socket must close.
      stop() {
        handle({ kind: 'leave' });
        stopped = true;
      },
    };
    return self;
  }

  /** No worker could start: one console error, and from now on the engine runs in the page. */
  function inThePage(as?: Engine): Engine {
    console.error(
      'Quotes feed: its worker could not start (does the page allow it? docs/EMBEDDING.md); the feed runs on the page instead.',
    );
    runIn = 'page';
    return pageEngine(as);
  }

  function workerEngine(): Engine {
    let worker: Worker;
    try {
      workerUrl ??= feedWorkerUrl();
      // The library's own script, code and not data: through the Trusted Types policy as built in.
      worker = new Worker(trustedScriptUrl(workerUrl, workerUrl));
    } catch {
      return inThePage(); // no Worker at all, or a browser that refuses at once
    }
    let waiting: EngineCommand[] | null = [];
    let inPage: Engine | null = null;
    const self: Engine = {
      send(command) {
        if (inPage) inPage.send(command);
        else if (waiting) waiting.push(command);
        else worker.postMessage(command);
      },
      // Terminated, the worker's socket closes at once.
      stop() {
        worker.terminate();
        inPage?.stop();
      },
    };
    worker.onmessage = (event: MessageEvent<EngineEvent>) => {
      if (event.data.kind !== 'started') return receive(self, event.data);
      waiting?.forEach((command) => worker.postMessage(command));
      waiting = null;
    };
    worker.onerror = (event) => {
      if (!waiting) return; // a running worker's own errors are in the console already
      event.preventDefault();
      worker.terminate();
      const stand = inThePage(self);
      waiting.forEach((command) => stand.send(command));
      waiting = null;
      inPage = stand;
    };
    return self;
  }

  function send(command: EngineCommand) {
    engine?.send(command);
  }

  /** Rows scrolled in and out in one task make one `listen`. */
  function listenChanged() {
    if (listenQueued) return;
    listenQueued = true;
    queueMicrotask(() => {
      listenQueued = false;
      send({ kind: 'listen', instruments: [...listeners.keys()] });
    });
  }

  const leaderFeed: QuotesFeed = {
    subscribe(instruments) {
      const id = ++subscriptionIds;
      send({ kind: 'subscribe', id, instruments: [...instruments] });
      let subscribed = true;
      return {
        update: (next) => subscribed && send({ kind: 'update', id, instruments: [...next] }),
        unsubscribe() {
          if (!subscribed) return;
          subscribed = false;
          send({ kind: 'unsubscribe', id });
        },
      };
    },
    getQuote: (instrument) => store.get(instrument),
    subscribeQuote: (instrument, listener) => host.subscribeQuote(instrument, listener),
    getStatus: leaderStatus.get,
    subscribeStatus: leaderStatus.subscribe,
  };

  const host: EngineHost = {
    getQuote: (instrument) => store.get(instrument),
    subscribeQuote(instrument, listener) {
      const stop = store.subscribe(instrument, listener);
      const count = listeners.get(instrument) ?? 0;
      listeners.set(instrument, count + 1);
      if (count === 0) listenChanged();
      let listening = true;
      return () => {
        if (!listening) return;
        listening = false;
        stop();
        const left = listeners.get(instrument)! - 1;
        if (left > 0) return void listeners.set(instrument, left);
        listeners.delete(instrument);
        listenChanged();
      };
    },
    join(channel, tab) {
      host.leave();
      engine = runIn === 'worker' ? workerEngine() : pageEngine();
      send({ kind: 'join', channel, tab });
      send({ kind: 'listen', instruments: [...listeners.keys()] });
    },
    leave() {
      if (!engine) return;
      engine.stop();
      engine = null;
      relaying = false;
      leaderStatus.set('connecting');
    },
    lead(url, timings) {
      send({ kind: 'lead', url, timings });
      return leaderFeed;
    },
    follow: () => send({ kind: 'follow' }),
    relay(on) {
      if (on === relaying) return;
      relaying = on;
      send({ kind: 'relay', on });
    },
    sendSnapshot: (to, instruments) => send({ kind: 'snapshot', to, instruments: [...instruments] }),
    recheck: () => send({ kind: 'recheck' }),
  };
  return host;
}
