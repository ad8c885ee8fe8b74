/**
 * A tab's feed engine (docs/ARCHITECTURE.md "One feed per browser"): everything of the feed but
 * the page's rows. It takes part in the browser's feed for one address (tab-session.ts: the lock,
 * the tabs, the socket while it leads), keeps the tab's quotes (engine-store.ts) and sends the
 * page the quotes of its rows in batches. It runs in a dedicated worker (feed-worker.ts), so the
 * socket's hundred messages a second, their JSON and the tabs' messages stay off the page's main
 * thread; where no worker can start, in the page. Where tabs cannot share (no Web Locks or
 * BroadcastChannel, or `data-quotes-shared="off"`), it runs solo: a socket of its own
 * (leadership.ts), no lock, no channels. DOM-free: commands in, events out (engine-protocol.ts);
 * time, the socket, the channels and the locks are injected.
 */
import type { FeedStatus } from '../../contract/events';
import { systemClock, type Clock } from '../../platform/dom/clock';
import type { EngineCommand, EngineEvent } from './engine-protocol';
import { createEngineStore } from './engine-store';
import type { FeedSocket } from './feed-connection';
import { createFeedStatus } from './feed-status';
import { startLeadership, type Leadership } from './leadership';
import { joinTabs, type TabSession, type TabSessionOptions } from './tab-session';
import type { QuotesMessage, TabChannel, TabMessage } from './tab-messages';
import { DEFAULT_TAB_TIMINGS } from './tab-timings';
import { createTokenRequests } from './token-requests';

export interface EngineEnv {
  openChannel(name: string): TabChannel<TabMessage | QuotesMessage>;
  locks: Pick<LockManager, 'request'>;
  WebSocket?: new (url: string) => FeedSocket;
  clock?: Clock;
  random?: () => number;
}

type StartCommand = Extract<EngineCommand, { kind: 'start' }>;

/**
 * The engine's part in the feed: the tabs' (tab-session.ts), or a solo socket's, which keeps its
 * term through pagehide and pageshow (its socket closes, its fresh token stays); a tab's session
 * is left on pagehide (its lock must go) and joined again on pageshow.
 */
type Session = TabSession & Partial<Pick<Leadership, 'hide' | 'show'>>;

/** A solo tab's session: the socket of leadership.ts for this tab's instruments alone. */
function playSolo(options: Omit<TabSessionOptions, 'tabTimings' | 'openChannel' | 'locks'>): Session {
  const leadership = startLeadership({
    ...options,
    onData: (_text, data, nowSeconds) => options.store.apply(data, nowSeconds),
    statusChanged: options.setStatus,
  });
  leadership.own(options.wants());
  options.setStatus(leadership.status());
  return { ...leadership, wants: leadership.own, leave: leadership.end };
}

export function createFeedEngine(env: EngineEnv, emit: (event: EngineEvent) => void): (command: EngineCommand) => void {
  const clock = env.clock ?? systemClock;
  const random = env.random ?? Math.random;
  const store = createEngineStore(clock, (batch) => emit({ kind: 'quotes', ...batch }));
  const tokens = createTokenRequests((id) => emit({ kind: 'token', id }));
  const status = createFeedStatus();
  status.subscribe(() => emit({ kind: 'status', status: status.get() }));
  let start: StartCommand | null = null;
  let wants: readonly string[] = [];
  let session: Session | null = null;
  let hidden = false;

  /** Takes part once it knows the address and what the page wants. */
  function join() {
    if (session || hidden || !start || wants.length === 0) return;
    const options = {
      url: start.url,
      timings: start.timings,
      WebSocket: env.WebSocket,
      clock,
      random,
      store,
      fetchToken: tokens.fetchToken,
      wants: () => [...wants],
      setStatus: status.set,
    };
    session = start.solo
      ? playSolo(options)
      : joinTabs({ ...env, ...options, tabTimings: { ...DEFAULT_TAB_TIMINGS, ...start.tabTimings } });
  }

  function leave(shown: FeedStatus) {
    session?.leave();
    session = null;
    status.set(shown);
  }

  function page(event: 'hide' | 'show' | 'recheck') {
    if (event === 'recheck') return session?.recheck();
    hidden = event === 'hide';
    if (session?.hide && session.show) return hidden ? session.hide() : session.show();
    if (hidden) return leave('reconnecting');
    join();
  }

  return (command) => {
    switch (command.kind) {
      case 'start':
        start = command;
        return join();
      case 'listen':
        store.listen(command.rows);
        wants = command.wants;
        return session ? session.wants(wants) : join();
      case 'ready':
        return store.ready();
      case 'token':
        return tokens.answer(command);
      case 'page':
        return page(command.event);
      case 'stop':
        return leave('connecting');
    }
  };
}
