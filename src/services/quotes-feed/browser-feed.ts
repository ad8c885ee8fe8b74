/**
 * One quotes socket per browser for one `ws_api`, the page's side (docs/ARCHITECTURE.md "One feed
 * per browser"). The tab's feed engine (feed-engine.ts, in a worker: engine-host.ts) takes part in
 * the browser's feed: the lock, the tabs, the socket while it leads, the tab's quotes. The page
 * tells it what its widgets want and which instruments its rows listen to (`listen`), that it has
 * rendered a batch (`ready`), the tokens it asks for (fetched here: the page's cookies and
 * origin), and its lifecycle (pagehide, pageshow, visibility); it hears the quotes of its rows
 * (quote-store.ts) and the tab's status. So a widget holds the same `QuotesFeed` whichever the tab
 * is.
 *
 * The tab takes part while it has a subscription, and until `idleCloseAfterMs` after its last one
 * ends. It joins at the page's first idle moment after its first subscription (at most
 * `JOIN_WAIT_MS` later), not within the task that rendered the widget: a phone's first paint and
 * frames do not wait for the worker.
 */
import { systemClock } from '../../platform/dom/clock';
import { whenIdle } from '../../platform/dom/when-idle';
import { createDeadlines } from './deadlines';
import { startEngine, type EngineHost } from './engine-host';
import type { EngineEvent } from './engine-protocol';
import type { EngineEnv } from './feed-engine';
import { createFeedStatus } from './feed-status';
import { DEFAULT_FEED_TIMINGS } from './feed-timings';
import { nextFrame } from './frame-scheduler';
import { watchPageLifecycle } from './page-lifecycle';
import { createQuoteStore } from './quote-store';
import type { QuotesFeed, QuotesFeedOptions } from './quotes-feed';
import { createSubscriptions } from './subscriptions';
import type { TabTimings } from './tab-timings';

export type { TabChannel } from './tab-messages';
export { DEFAULT_TAB_TIMINGS, type TabTimings } from './tab-timings';

export interface BrowserFeedOptions extends QuotesFeedOptions, Partial<Pick<EngineEnv, 'locks' | 'openChannel'>> {
  tabTimings?: Partial<TabTimings>;
  /** Tabs cannot share here (no Web Locks or BroadcastChannel), or the page opts out: the tab's engine has a socket of its own. */
  solo?: boolean;
  /** Where the tab's feed engine runs: a worker by default, the page for tests that give it their channels, locks, socket or clock. */
  engineIn?: 'worker' | 'page';
}

/** The longest a tab's first subscription waits for an idle moment to join (a page never idle). */
export const JOIN_WAIT_MS = 1000;

/** Whether this browser can share a feed between tabs (Web Locks need a secure context). */
export const canShareBetweenTabs = (): boolean => typeof BroadcastChannel === 'function' && !!navigator.locks;

/** `run`, once in a microtask however often called in one task. */
function oncePerTask(run: () => void) {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      run();
    });
  };
}

/** The engine's token request, fetched by the page; a failure is sent as its name and message. */
function answerToken(engine: EngineHost, id: number, fetchToken: () => Promise<string>) {
  fetchToken().then(
    (token) => engine.send({ kind: 'token', id, token }),
    ({ name, message }: Error) => engine.send({ kind: 'token', id, error: { name, message } }),
  );
}

/** The tab's engine, started for the feed of `options` (the page's channels and locks for an engine in the page). */
function startTabEngine(options: BrowserFeedOptions, onEvent: (event: EngineEvent) => void): EngineHost {
  const env = { openChannel: (name: string) => new BroadcastChannel(name), locks: navigator.locks, ...options };
  const host = startEngine({ runIn: options.engineIn ?? 'worker', env, onEvent });
  const { url, timings = {}, tabTimings = {}, solo = false } = options;
  host.send({ kind: 'start', url, timings, tabTimings, solo });
  return host;
}

export function createBrowserFeed(options: BrowserFeedOptions): QuotesFeed {
  const { idleCloseAfterMs } = { ...DEFAULT_FEED_TIMINGS, ...options.timings };
  const deadlines = createDeadlines<'idle'>(options.clock ?? systemClock);
  const status = createFeedStatus();
  let engine: EngineHost | null = null;
  let joining: (() => void) | null = null;
  let stopWatchingPage: (() => void) | null = null;
  let hidden = false;
  /** What the widgets want and the rows listen to. */
  const listen = oncePerTask(() =>
    engine?.send({ kind: 'listen', wants: subscriptions.wanted(), rows: quotes.rows() }),
  );
  const quotes = createQuoteStore(options.scheduleFlush ?? nextFrame, (command) => engine?.send(command), listen);
  const subscriptions = createSubscriptions({
    came: activate,
    changed: listen,
    left: listen,
    last() {
      cancelJoin(); // a tab not yet joined does not join for nobody (a widget moved in the page asks again)
      deadlines.set('idle', idleCloseAfterMs, deactivate);
    },
  });

  function hear(from: EngineHost, event: EngineEvent) {
    if (event.kind === 'quotes') return quotes.receive(event);
    if (event.kind === 'status') return status.set(event.status);
    if (event.kind === 'log') return console.error(...event.args);
    if (event.kind === 'token') answerToken(from, event.id, options.fetchToken);
  }

  function join() {
    joining = null;
    const host: EngineHost = (engine = startTabEngine(options, (event) => hear(host, event)));
    listen();
  }

  function cancelJoin() {
    joining?.();
    joining = null;
  }

  function activate() {
    deadlines.clear('idle');
    stopWatchingPage ??= (options.watchPage ?? watchPageLifecycle)({ recheck, hide, show });
    if (!engine && !joining && !hidden) joining = whenIdle(join, JOIN_WAIT_MS);
  }

  function deactivate() {
    cancelJoin();
    engine?.stop();
    engine = null;
    stopWatchingPage?.();
    stopWatchingPage = null;
    status.set('connecting');
  }

  function recheck() {
    deadlines.recheck();
    engine?.send({ kind: 'page', event: 'recheck' });
  }

  function hide() {
    hidden = true;
    cancelJoin();
    engine?.send({ kind: 'page', event: 'hide' });
  }

  function show() {
    if (!hidden) return;
    hidden = false;
    if (subscriptions.size === 0) return deactivate();
    if (engine) engine.send({ kind: 'page', event: 'show' });
    else join();
  }

  return {
    subscribe: subscriptions.subscribe,
    getQuote: quotes.get,
    subscribeQuote: quotes.subscribe,
    getStatus: status.get,
    subscribeStatus: status.subscribe,
  };
}
