/**
 * The browser-wide feed's logic against the demo market (a real `ws` server), with the real
 * Web Locks and BroadcastChannel of this page: each "tab" here is a feed of its own with its own
 * channel, lock request and page lifecycle, which a test hides (pagehide) or kills (its channel
 * and lock request cut without a word, as a crash leaves them). Real pages of one browser
 * context are browser-feed.windows.test.ts. Intervals are short: the heartbeat 50 ms, a silent tab
 * is dropped after 300 ms; in the hung-leader tests a silent leader is replaced after 1 s (a loaded
 * machine can hold a page's tasks back for a few hundred milliseconds).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { market, type SocketRecord } from '../../test/market';
import { createBrowserFeed, type TabChannel, type TabTimings } from './browser-feed';
import type { PageHandlers } from './page-lifecycle';
import type { FeedSubscription, QuotesFeed } from './quotes-feed';
import { watchQuotes } from './testing/feed-tab';
import { fetchToken } from './token-fetch';

const WAIT = { timeout: 5_000 };
const FAST = { pingEveryMs: 500, reconnectAfterMs: 100, idleCloseAfterMs: 50 };
const TAB_TIMINGS = { heartbeatMs: 50, goneAfterMs: 300 };
const WATCHING_THE_LEADER = { ...TAB_TIMINGS, leaderSilentMs: 1_000 };

interface Tab {
  feed: QuotesFeed;
  subscribe(instruments: string[]): FeedSubscription;
  /** pagehide, then (optionally) pageshow: the back/forward cache. */
  hide(): void;
  show(): void;
  /** Gone without a word: no goodbye, no heartbeat, out of the lock's queue. */
  kill(): void;
  /** Hung: heard by no tab and hearing none, its lock kept (a busy main thread keeps its lock). */
  hang(): void;
  /** Back from a hang. */
  wake(): void;
}

type Market = Awaited<ReturnType<typeof market>>;

function openTab(scope: Market, tabTimings: Partial<TabTimings> = TAB_TIMINGS): Tab {
  const pages = new Set<PageHandlers>();
  const killed = new AbortController();
  let hung = false;
  const channels: BroadcastChannel[] = [];
  const feed = createBrowserFeed({
    url: scope.wsApi,
    fetchToken: () => fetchToken(scope.tokenUrl),
    timings: FAST,
    tabTimings,
    // In the page: the test cuts this tab's channels, the quotes channel included.
    engineIn: 'page',
    watchPage(handlers) {
      pages.add(handlers);
      return () => void pages.delete(handlers);
    },
    openChannel(name) {
      const channel = new BroadcastChannel(name);
      channels.push(channel);
      const tabChannel: TabChannel = {
        postMessage: (message) => !killed.signal.aborted && !hung && channel.postMessage(message),
        close: () => channel.close(),
        onmessage: null,
      };
      channel.onmessage = (event) => !killed.signal.aborted && !hung && tabChannel.onmessage?.(event);
      return tabChannel;
    },
    locks: {
      request: ((name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) =>
        navigator.locks.request(
          name,
          // A steal takes no signal (and is granted at once).
          options.steal ? options : { ...options, signal: AbortSignal.any([options.signal!, killed.signal]) },
          callback,
        )) as LockManager['request'],
    },
  });
  return {
    feed,
    subscribe: (instruments) => watchQuotes(feed, instruments),
    hide: () => [...pages].forEach((page) => page.hide()),
    show: () => [...pages].forEach((page) => page.show()),
    kill() {
      killed.abort();
      channels.forEach((channel) => channel.close());
    },
    hang: () => void (hung = true),
    wake: () => void (hung = false),
  };
}

const openSockets = async (scope: Market) => (await scope.state()).sockets.filter((socket) => socket.open);
/** The instruments of the one open socket; '' while none or two are open (a switch under way). */
const streamed = async (scope: Market) => {
  const open = await openSockets(scope);
  return open.length === 1 && open[0]!.received.length > 0
    ? (JSON.parse(open[0]!.received[0]!.text).instruments as string)
    : '';
};

/**
 * A hand-over done: one socket open, opened after `since` and subscribed, every other closed.
 * (The server's clock and the page's are the same machine's.)
 */
const handedOver = async (scope: Market, since: number) => {
  const sockets = (await scope.state()).sockets as (SocketRecord & { openedAt: number })[];
  const last = sockets.at(-1);
  return (
    !!last?.open &&
    last.openedAt >= since &&
    last.received.length > 0 &&
    sockets.slice(0, -1).every((socket) => !socket.open)
  );
};

// The market never moves these (stale on purpose, demo/backend/market/instruments.mjs): a pushed price stays.
const [STILL_A, STILL_B, STILL_C] = ['USDTRY', 'USDZAR', 'EURNOK'];

describe('one quotes feed per browser (tabs in one page)', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  function subscribe(tab: Tab, instruments: string[]) {
    const subscription = tab.subscribe(instruments);
    cleanups.push(() => subscription.unsubscribe());
    return subscription;
  }

  it('three tabs hold one socket for the union, and each tab gets its own instruments and the status', async () => {
    const scope = await market('tabs');
    const [a, b, c] = [openTab(scope), openTab(scope), openTab(scope)];
    subscribe(a!, ['EURUSD']);
    await waitUntil(() => a.feed.getStatus() === 'live', 'the first tab is not live', WAIT);
    subscribe(b!, [STILL_B]);
    subscribe(c!, ['USDJPY', 'EURUSD']);
    await waitUntil(
      () => b.feed.getQuote(STILL_B) && c.feed.getQuote('USDJPY') && c.feed.getQuote('EURUSD'),
      'a follower got no quotes',
      WAIT,
    );
    await waitUntil(async () => (await streamed(scope)) === `EURUSD,${STILL_B},USDJPY`, 'not one socket', WAIT);
    expect(b.feed.getStatus()).to.equal('live');
    expect(c.feed.getStatus()).to.equal('live');

    await scope.push({ [STILL_B]: { bid: 1.23456 } });
    await waitUntil(() => b.feed.getQuote(STILL_B)?.bid === 1.23456, 'the tick did not reach the follower', WAIT);
  });

  it('a tab joining later gets the latest quotes of instruments already streaming, without a reconnect', async () => {
    const scope = await market('tabs');
    const [a, b] = [openTab(scope), openTab(scope)];
    subscribe(a!, ['EURUSD', STILL_A]);
    await scope.push({ [STILL_A]: { bid: 1.11111 } });
    await waitUntil(() => a.feed.getQuote(STILL_A)?.bid === 1.11111, 'no tick in the leader', WAIT);
    subscribe(b!, [STILL_A]);
    await waitUntil(() => b.feed.getQuote(STILL_A)?.bid === 1.11111, 'the follower got no snapshot', WAIT);
    expect((await scope.state()).sockets).to.have.length(1);
  });

  /** Three tabs on one market, each with an instrument of its own; the first one leads. */
  async function threeTabs(tabTimings?: Partial<TabTimings>) {
    const scope = await market('tabs');
    const [a, b, c] = [1, 2, 3].map(() => openTab(scope, tabTimings)) as [Tab, Tab, Tab];
    subscribe(a, [STILL_A]);
    await waitUntil(() => a.feed.getStatus() === 'live', 'the first tab is not live', WAIT);
    subscribe(b, [STILL_B]);
    subscribe(c, [STILL_C]);
    await waitUntil(() => c.feed.getQuote(STILL_C), 'no quotes in the last tab', WAIT);
    return { scope, a, b, c };
  }

  it('hands over when the leader leaves (pagehide): the next tab opens the socket for the union and shows the next tick', async () => {
    const { scope, a, b, c } = await threeTabs();

    const left = Date.now();
    a.hide();
    await waitUntil(() => handedOver(scope, left), 'no socket after the hand-over', WAIT);
    await scope.push({ [STILL_B]: { bid: 1.22222 }, [STILL_C]: { bid: 11.22222 } });
    await waitUntil(
      () => b.feed.getQuote(STILL_B)?.bid === 1.22222 && c.feed.getQuote(STILL_C)?.bid === 11.22222,
      'the next tick did not reach the remaining tabs',
      WAIT,
    );
    expect(Date.now() - left, 'the hand-over took').to.be.below(1_000);
    expect((await streamed(scope)).split(','), 'one socket, for the union').to.include.members([STILL_B, STILL_C]);
    expect(a.feed.getStatus(), 'the hidden tab').to.equal('reconnecting');
    expect(b.feed.getStatus()).to.equal('live');
    expect(c.feed.getStatus()).to.equal('live');

    a.show(); // back from the back/forward cache: a follower now
    await waitUntil(async () => (await streamed(scope)).includes(STILL_A), 'its instrument is not streamed', WAIT);
    await scope.push({ [STILL_A]: { bid: 1.33333 } });
    await waitUntil(() => a.feed.getQuote(STILL_A)?.bid === 1.33333, 'the returning tab got no tick', WAIT);
    expect(await openSockets(scope)).to.have.length(1);
  });

  it('drops a killed follower after the heartbeat window: the next socket streams the union without it', async () => {
    const scope = await market('tabs');
    const [a, b, killed] = [openTab(scope), openTab(scope), openTab(scope)];
    subscribe(a!, ['EURUSD']);
    await waitUntil(() => a.feed.getStatus() === 'live', 'the first tab is not live', WAIT);
    subscribe(b!, ['GBPUSD']);
    subscribe(killed!, ['USDJPY']);
    await waitUntil(async () => (await streamed(scope)) === 'EURUSD,GBPUSD,USDJPY', 'not the union of three', WAIT);

    killed!.kill();
    // An unsubscribe never reconnects; once the window has passed, the next reconnect (here the
    // server drops the socket, again until then) streams the union without the killed tab.
    await waitUntil(
      async () => {
        const since = Date.now();
        await scope.faults({ dropSockets: true });
        await waitUntil(() => handedOver(scope, since), 'no reconnect', WAIT);
        return (await streamed(scope)) === 'EURUSD,GBPUSD';
      },
      'the killed tab was never dropped',
      WAIT,
    );
  });

  it('replaces a hung leader: a follower takes its lock and shows the next tick; the old one, awake, follows', async () => {
    const { scope, a: hung, b, c } = await threeTabs(WATCHING_THE_LEADER);

    const since = Date.now();
    hung.hang();
    await waitUntil(() => handedOver(scope, since), 'no leader took over from the hung one', WAIT);
    const stolenAfter = Date.now() - since;
    await scope.push({ [STILL_B]: { bid: 1.44444 }, [STILL_C]: { bid: 11.44444 } });
    await waitUntil(
      () => b.feed.getQuote(STILL_B)?.bid === 1.44444 && c.feed.getQuote(STILL_C)?.bid === 11.44444,
      'the next tick did not reach the other tabs',
      WAIT,
    );
    // The silence counts from the leader's last word, which came at most a heartbeat before the hang.
    expect(stolenAfter, 'taken over after the silence window, not before').to.be.at.least(
      WATCHING_THE_LEADER.leaderSilentMs - WATCHING_THE_LEADER.heartbeatMs,
    );
    expect(b.feed.getStatus()).to.equal('live');
    expect(c.feed.getStatus()).to.equal('live');

    hung.wake(); // its lock is gone: it follows, and its instrument joins the union again
    await waitUntil(async () => (await streamed(scope)).includes(STILL_A), 'its instrument is not streamed', WAIT);
    await scope.push({ [STILL_A]: { bid: 1.55555 } });
    await waitUntil(() => hung.feed.getQuote(STILL_A)?.bid === 1.55555, 'the woken tab got no tick', WAIT);
    expect(await openSockets(scope)).to.have.length(1);
    expect(b.feed.getStatus()).to.equal('live');
  });

  it('keeps a leader that is quiet because the market is: its heartbeat says it is alive', async () => {
    const scope = await market('tabs');
    await scope.faults({ silent: true });
    const [a, b] = [1, 2].map(() => openTab(scope, WATCHING_THE_LEADER));
    subscribe(a!, [STILL_A]);
    await waitUntil(async () => (await openSockets(scope)).length === 1, 'no socket', WAIT);
    subscribe(b!, [STILL_B]);
    await waitUntil(async () => (await streamed(scope)).includes(STILL_B), 'not the union', WAIT);
    const opened = (await scope.state()).sockets.length;
    await new Promise((resolve) => setTimeout(resolve, 3 * WATCHING_THE_LEADER.leaderSilentMs));
    const { sockets } = await scope.state();
    expect(sockets, 'no new socket: nobody took the lock').to.have.length(opened);
    expect(sockets.filter((socket) => socket.open)).to.have.length(1);
  });

  it('the last subscriber leaving closes the socket', async () => {
    const scope = await market('tabs');
    const [a, b] = [openTab(scope), openTab(scope)];
    const first = a.subscribe(['EURUSD']);
    const second = b.subscribe(['GBPUSD']);
    await waitUntil(() => b.feed.getQuote('GBPUSD'), 'no quotes in the follower', WAIT);
    const left = Date.now();
    first.unsubscribe(); // the leader's last widget goes: it hands over
    await waitUntil(() => handedOver(scope, left), 'no hand-over', WAIT);
    second.unsubscribe();
    await waitUntil(async () => (await openSockets(scope)).length === 0, 'the socket stayed open', WAIT);
    expect(b.feed.getStatus()).to.equal('connecting');
  });
});
