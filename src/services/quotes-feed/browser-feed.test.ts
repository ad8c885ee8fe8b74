/**
 * The browser-wide feed's logic against the demo market (a real `ws` server), with the real
 * Web Locks and BroadcastChannel of this page: each "tab" here is a feed of its own with its own
 * channel, lock request and page lifecycle, which a test hides (pagehide) or kills (its channel
 * and lock request cut without a word, as a crash leaves them). Real pages of one browser
 * context are browser-feed.windows.test.ts.
 *
 * Time is a fake clock the tabs share: it moves only when a test advances it, a heartbeat at a
 * time, and before each next heartbeat every message a tab sent on the channels has reached the
 * others (the test counts them), so a window's end is where the test puts it, however loaded
 * the machine. The network (the market, the token, the locks' grants) is real: the tests wait
 * for it with short polls.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { FakeClock, untilOnClock } from '../../test/fake-clock';
import { market, type SocketRecord } from '../../test/market';
import { seededRandom } from '../../test/seeded-random';
import { createBrowserFeed, type TabChannel, type TabTimings } from './browser-feed';
import type { PageHandlers } from './page-lifecycle';
import type { FeedTimings } from './feed-timings';
import type { FeedSubscription, QuotesFeed } from './quotes-feed';
import { channelNames } from './tab-messages';
import { watchQuotes } from './testing/feed-tab';
import { fetchToken } from './token-fetch';

const WAIT = { timeout: 5_000 };
// No pings: the test's time moves while a pong may still be on its way.
const FAST = { pingEveryMs: 3_600_000, reconnectAfterMs: 100, idleCloseAfterMs: 50 };
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
  /** When (the fake clock's time) this tab last sent a message of this kind, as far as the others can hear. */
  lastSaid(kind: string): number | undefined;
  /** When this tab asked to steal the lock, if it did. */
  stoleAt(): number | undefined;
}

type Market = Awaited<ReturnType<typeof market>>;

/** One open channel of a tab, and how many messages the other tabs sent it that it has not received yet. */
interface Wire {
  name: string;
  native: BroadcastChannel;
  owed: number;
}

/** The tabs of one test: their clock, their channels, and the tabs themselves. */
function tabGroup(seed: string) {
  const clock = new FakeClock();
  const random = seededRandom(seed);
  const wires = new Set<Wire>();

  /** Every message sent on the channels has reached every channel open when it was sent. */
  const delivered = () => [...wires].every((wire) => wire.owed === 0);

  /** Moves time on by `ms`, a heartbeat at a time, each step's messages delivered before the next. */
  async function advance(ms: number, step = TAB_TIMINGS.heartbeatMs) {
    for (let left = ms; left > 0; left -= step) {
      clock.advance(Math.min(step, left));
      await waitUntil(delivered, 'a message between the tabs was not delivered', WAIT);
    }
  }

  /** Polls `condition` (the network's doing), running the timers due now but moving no time. */
  const until = (condition: () => unknown, message: string) => untilOnClock(clock, condition, message, WAIT);

  /** Another script of the origin on the channel `name`: its messages are waited for as the tabs' are. */
  function script(name: string) {
    const native = new BroadcastChannel(name);
    return {
      post(message: unknown) {
        for (const wire of wires) if (wire.name === name) wire.owed++;
        native.postMessage(message);
      },
      close: () => native.close(),
    };
  }

  function openTab(
    scope: Market,
    tabTimings: Partial<TabTimings> = TAB_TIMINGS,
    timings: Partial<FeedTimings> = FAST,
  ): Tab {
    const pages = new Set<PageHandlers>();
    const killed = new AbortController();
    const said = new Map<string, number>();
    let stoleAt: number | undefined;
    let hung = false;
    const mine = new Set<Wire>();
    const silenced = () => killed.signal.aborted || hung;
    const feed = createBrowserFeed({
      url: scope.wsApi,
      fetchToken: () => fetchToken(scope.tokenUrl),
      timings,
      tabTimings,
      clock,
      random,
      // In the page: the test cuts this tab's channels, the quotes channel included.
      engineIn: 'page',
      watchPage(handlers) {
        pages.add(handlers);
        return () => void pages.delete(handlers);
      },
      openChannel(name) {
        const wire: Wire = { name, native: new BroadcastChannel(name), owed: 0 };
        wires.add(wire);
        mine.add(wire);
        const tabChannel: TabChannel = {
          postMessage(message) {
            if (silenced()) return;
            said.set(message.kind, clock.now());
            for (const other of wires) if (other !== wire && other.name === name) other.owed++;
            wire.native.postMessage(message);
          },
          close() {
            wire.native.close();
            wires.delete(wire);
            mine.delete(wire);
          },
          onmessage: null,
        };
        wire.native.onmessage = (event) => {
          wire.owed--;
          if (!silenced()) tabChannel.onmessage?.(event);
        };
        return tabChannel;
      },
      locks: {
        request: ((name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) => {
          if (options.steal) stoleAt = clock.now();
          return navigator.locks.request(
            name,
            // A steal takes no signal (and is granted at once).
            options.steal ? options : { ...options, signal: AbortSignal.any([options.signal!, killed.signal]) },
            callback,
          );
        }) as LockManager['request'],
      },
    });
    return {
      feed,
      subscribe: (instruments) => watchQuotes(feed, instruments),
      hide: () => [...pages].forEach((page) => page.hide()),
      show: () => [...pages].forEach((page) => page.show()),
      kill() {
        killed.abort();
        for (const wire of mine) {
          wire.native.close();
          wires.delete(wire);
        }
        mine.clear();
      },
      hang: () => void (hung = true),
      wake: () => void (hung = false),
      lastSaid: (kind) => said.get(kind),
      stoleAt: () => stoleAt,
    };
  }

  return { clock, advance, until, openTab, script };
}

const openSockets = async (scope: Market) => (await scope.state()).sockets.filter((socket) => socket.open);
/** The instruments of the one open socket; '' while none or two are open (a switch under way). */
const streamed = async (scope: Market) => {
  const open = await openSockets(scope);
  return open.length === 1 && open[0]!.received.length > 0
    ? (JSON.parse(open[0]!.received[0]!.text).instruments as string)
    : '';
};

/** A hand-over done: one socket open after the `before` first ones, and subscribed, every other closed. */
const handedOver = async (scope: Market, before: number) => {
  const { sockets } = await scope.state();
  const last = sockets.at(-1);
  return (
    sockets.length > before &&
    !!last?.open &&
    last.received.length > 0 &&
    sockets.slice(0, -1).every((socket: SocketRecord) => !socket.open)
  );
};
const socketCount = async (scope: Market) => (await scope.state()).sockets.length;

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
    const { openTab, until } = tabGroup('three tabs');
    const scope = await market('tabs');
    const [a, b, c] = [openTab(scope), openTab(scope), openTab(scope)];
    subscribe(a!, ['EURUSD']);
    await until(() => a.feed.getStatus() === 'live', 'the first tab is not live');
    subscribe(b!, [STILL_B]);
    subscribe(c!, ['USDJPY', 'EURUSD']);
    await until(
      () => b.feed.getQuote(STILL_B) && c.feed.getQuote('USDJPY') && c.feed.getQuote('EURUSD'),
      'a follower got no quotes',
    );
    await until(async () => (await streamed(scope)) === `EURUSD,${STILL_B},USDJPY`, 'not one socket');
    expect(b.feed.getStatus()).to.equal('live');
    expect(c.feed.getStatus()).to.equal('live');

    await scope.push({ [STILL_B]: { bid: 1.23456 } });
    await until(() => b.feed.getQuote(STILL_B)?.bid === 1.23456, 'the tick did not reach the follower');
  });

  it('a tab joining later gets the latest quotes of instruments already streaming, without a reconnect', async () => {
    const { openTab, until } = tabGroup('joining later');
    const scope = await market('tabs');
    const [a, b] = [openTab(scope), openTab(scope)];
    subscribe(a!, ['EURUSD', STILL_A]);
    await scope.push({ [STILL_A]: { bid: 1.11111 } });
    await until(() => a.feed.getQuote(STILL_A)?.bid === 1.11111, 'no tick in the leader');
    subscribe(b!, [STILL_A]);
    await until(() => b.feed.getQuote(STILL_A)?.bid === 1.11111, 'the follower got no snapshot');
    expect((await scope.state()).sockets).to.have.length(1);
  });

  /** Three tabs on one market, each with an instrument of its own; the first one leads. */
  async function threeTabs(seed: string, tabTimings?: Partial<TabTimings>) {
    const group = tabGroup(seed);
    const scope = await market('tabs');
    const [a, b, c] = [1, 2, 3].map(() => group.openTab(scope, tabTimings)) as [Tab, Tab, Tab];
    subscribe(a, [STILL_A]);
    await group.until(() => a.feed.getStatus() === 'live', 'the first tab is not live');
    subscribe(b, [STILL_B]);
    subscribe(c, [STILL_C]);
    await group.until(() => c.feed.getQuote(STILL_C), 'no quotes in the last tab');
    return { ...group, scope, a, b, c };
  }

  it('hands over when the leader leaves (pagehide), on no timer: the next tab opens the socket for the union and shows the next tick', async () => {
    const { scope, a, b, c, clock, until, advance } = await threeTabs('pagehide');
    await until(async () => (await openSockets(scope)).length === 1, 'not one socket');

    const before = await socketCount(scope);
    const left = clock.now();
    a.hide();
    await until(() => handedOver(scope, before), 'no socket after the hand-over');
    await scope.push({ [STILL_B]: { bid: 1.22222 }, [STILL_C]: { bid: 11.22222 } });
    await until(
      () => b.feed.getQuote(STILL_B)?.bid === 1.22222 && c.feed.getQuote(STILL_C)?.bid === 11.22222,
      'the next tick did not reach the remaining tabs',
    );
    expect(clock.now(), 'the hand-over waited for a timer').to.equal(left);
    expect((await streamed(scope)).split(','), 'one socket, for the union').to.include.members([STILL_B, STILL_C]);
    expect(a.feed.getStatus(), 'the hidden tab').to.equal('reconnecting');
    expect(b.feed.getStatus()).to.equal('live');
    expect(c.feed.getStatus()).to.equal('live');

    a.show(); // back from the back/forward cache: a follower now
    await until(async () => (await streamed(scope)).includes(STILL_A), 'its instrument is not streamed');
    await scope.push({ [STILL_A]: { bid: 1.33333 } });
    await until(() => a.feed.getQuote(STILL_A)?.bid === 1.33333, 'the returning tab got no tick');
    expect(await openSockets(scope)).to.have.length(1);
    await advance(TAB_TIMINGS.goneAfterMs * 2);
    expect(await openSockets(scope), 'the heartbeats keep every tab in').to.have.length(1);
  });

  it('drops a killed follower once the heartbeat window has passed, not before: the next socket streams the union without it', async () => {
    const { openTab, until, advance, clock } = tabGroup('killed follower');
    const scope = await market('tabs');
    const [a, b, killed] = [openTab(scope), openTab(scope), openTab(scope)];
    subscribe(a!, ['EURUSD']);
    await until(() => a.feed.getStatus() === 'live', 'the first tab is not live');
    subscribe(b!, ['GBPUSD']);
    subscribe(killed!, ['USDJPY']);
    await until(async () => (await streamed(scope)) === 'EURUSD,GBPUSD,USDJPY', 'not the union of three');

    /** The server drops the socket; the leader reconnects with its union as it stands. */
    async function reconnect() {
      const before = await socketCount(scope);
      await scope.faults({ dropSockets: true });
      await until(() => a.feed.getStatus() === 'reconnecting', 'the leader did not see the drop');
      await advance(FAST.reconnectAfterMs);
      await until(() => handedOver(scope, before), 'no reconnect');
      return streamed(scope);
    }

    const killedAt = clock.now(); // the killed tab's last heartbeat came at the latest now
    killed!.kill();
    // An unsubscribe never reconnects: the union shows at the next reconnect (which takes reconnectAfterMs).
    await advance(TAB_TIMINGS.goneAfterMs - TAB_TIMINGS.heartbeatMs - FAST.reconnectAfterMs);
    expect(await reconnect(), 'dropped before the window passed').to.equal('EURUSD,GBPUSD,USDJPY');
    await advance(killedAt + TAB_TIMINGS.goneAfterMs - clock.now());
    expect(await reconnect()).to.equal('EURUSD,GBPUSD');
  });

  it('replaces a hung leader once the silence window from its last heartbeat has passed: a follower takes its lock and shows the next tick; the old one, awake, follows', async () => {
    const { scope, a: hung, b, c, advance, until } = await threeTabs('hung leader', WATCHING_THE_LEADER);
    await advance(WATCHING_THE_LEADER.heartbeatMs * 3); // a few heartbeats before the hang
    const lastBeat = hung.lastSaid('status')!;
    const before = await socketCount(scope);

    hung.hang();
    await advance(WATCHING_THE_LEADER.leaderSilentMs - WATCHING_THE_LEADER.heartbeatMs);
    expect([b.stoleAt(), c.stoleAt()], 'a steal within the window').to.deep.equal([undefined, undefined]);
    // The window ends up to a heartbeat later (jitter), so two followers seldom act at once.
    await advance(WATCHING_THE_LEADER.heartbeatMs * 2);
    const stealAt = b.stoleAt() ?? c.stoleAt();
    expect(stealAt, 'nobody took the lock').to.be.a('number');
    expect(stealAt! - lastBeat, 'from the last heartbeat to the steal').to.be.within(
      WATCHING_THE_LEADER.leaderSilentMs,
      WATCHING_THE_LEADER.leaderSilentMs + WATCHING_THE_LEADER.heartbeatMs,
    );
    await until(() => handedOver(scope, before), 'no leader took over from the hung one');
    await scope.push({ [STILL_B]: { bid: 1.44444 }, [STILL_C]: { bid: 11.44444 } });
    await until(
      () => b.feed.getQuote(STILL_B)?.bid === 1.44444 && c.feed.getQuote(STILL_C)?.bid === 11.44444,
      'the next tick did not reach the other tabs',
    );
    expect(b.feed.getStatus()).to.equal('live');
    expect(c.feed.getStatus()).to.equal('live');

    hung.wake(); // its lock is gone: it follows, and its instrument joins the union again at its next heartbeat
    await advance(WATCHING_THE_LEADER.heartbeatMs);
    await until(async () => (await streamed(scope)).includes(STILL_A), 'its instrument is not streamed');
    await scope.push({ [STILL_A]: { bid: 1.55555 } });
    await until(() => hung.feed.getQuote(STILL_A)?.bid === 1.55555, 'the woken tab got no tick');
    expect(await openSockets(scope)).to.have.length(1);
    expect(b.feed.getStatus()).to.equal('live');
  });

  it('keeps a leader that is quiet because the market is: its heartbeat says it is alive', async () => {
    const { openTab, until, advance } = tabGroup('quiet leader');
    const scope = await market('tabs');
    await scope.faults({ silent: true });
    const [a, b] = [1, 2].map(() => openTab(scope, WATCHING_THE_LEADER));
    subscribe(a!, [STILL_A]);
    await until(async () => (await openSockets(scope)).length === 1, 'no socket');
    subscribe(b!, [STILL_B]);
    await until(async () => (await streamed(scope)).includes(STILL_B), 'not the union');
    const opened = await socketCount(scope);
    await advance(3 * WATCHING_THE_LEADER.leaderSilentMs);
    expect(b!.stoleAt(), 'a follower took the lock').to.equal(undefined);
    const { sockets } = await scope.state();
    expect(sockets, 'no new socket').to.have.length(opened);
    expect(sockets.filter((socket) => socket.open)).to.have.length(1);
  });

  it('replaces a tab that holds the lock and only says "live": once no data came for the stale window, its word is no proof, and a follower takes the lock and shows the market', async () => {
    const { openTab, until, advance, script, clock } = tabGroup('fake leader');
    const scope = await market('tabs');
    const names = channelNames(scope.wsApi);
    const fake = script(names.tabs);
    let release = () => {};
    await new Promise<void>((held) => {
      navigator.locks
        .request(names.tabs, () => {
          held();
          return new Promise<void>((done) => (release = done));
        })
        .catch(() => undefined); // stolen
    });
    cleanups.push(() => (release(), fake.close()));
    const timings = { ...FAST, staleAfterMs: 500 };
    const proofWindow = timings.staleAfterMs + WATCHING_THE_LEADER.heartbeatMs;
    const [b, c] = [openTab(scope, WATCHING_THE_LEADER, timings), openTab(scope, WATCHING_THE_LEADER, timings)];
    subscribe(b!, [STILL_B]);
    subscribe(c!, [STILL_C]);
    await until(
      () => b!.lastSaid('wants') !== undefined && c!.lastSaid('wants') !== undefined,
      'the tabs did not join',
    );
    const joined = clock.now();
    const thief = () => b!.stoleAt() ?? c!.stoleAt();

    fake.post({ kind: 'status', status: 'live' });
    await advance(WATCHING_THE_LEADER.heartbeatMs);
    expect(b!.feed.getStatus(), 'a first "live" is believed').to.equal('live');
    const bound = proofWindow + WATCHING_THE_LEADER.leaderSilentMs + 2 * WATCHING_THE_LEADER.heartbeatMs;
    while (thief() === undefined && clock.now() - joined <= bound) {
      fake.post({ kind: 'status', status: 'live' }); // every 50 ms, as a real leader's heartbeat never comes
      await advance(WATCHING_THE_LEADER.heartbeatMs);
      if (thief() === undefined && clock.now() - joined > proofWindow + WATCHING_THE_LEADER.heartbeatMs)
        expect(b!.feed.getStatus(), '"live" without data shows as the stale it is').to.equal('stale');
    }
    expect(thief(), 'nobody took the lock from the fake leader').to.be.a('number');
    expect(thief()! - joined).to.be.within(WATCHING_THE_LEADER.leaderSilentMs, bound);

    await until(async () => (await openSockets(scope)).length === 1, 'the new leader opened no socket');
    await until(async () => (await streamed(scope)).split(',').length === 2, 'not the union');
    await scope.push({ [STILL_B]: { bid: 1.66666 }, [STILL_C]: { bid: 11.66666 } });
    await until(
      () => b!.feed.getQuote(STILL_B)?.bid === 1.66666 && c!.feed.getQuote(STILL_C)?.bid === 11.66666,
      'the market did not reach the tabs',
    );
    expect([b!.feed.getStatus(), c!.feed.getStatus()]).to.deep.equal(['live', 'live']);
  });

  it('the last subscriber leaving closes the socket', async () => {
    const { openTab, until, advance } = tabGroup('last subscriber');
    const scope = await market('tabs');
    const [a, b] = [openTab(scope), openTab(scope)];
    const first = a.subscribe(['EURUSD']);
    const second = b.subscribe(['GBPUSD']);
    await until(() => b.feed.getQuote('GBPUSD'), 'no quotes in the follower');
    const before = await socketCount(scope);
    first.unsubscribe(); // the leader's last widget goes: it hands over after its grace period
    await advance(FAST.idleCloseAfterMs);
    await until(() => handedOver(scope, before), 'no hand-over');
    second.unsubscribe();
    await advance(FAST.idleCloseAfterMs);
    await until(async () => (await openSockets(scope)).length === 0, 'the socket stayed open');
    expect(b.feed.getStatus()).to.equal('connecting');
  });
});
