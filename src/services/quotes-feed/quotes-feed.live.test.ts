/**
 * The feed end to end against the demo backend's simulated market on 127.0.0.1 (a real `ws`
 * server). Intervals are shortened here; the values of docs/RULES.md §9 are the defaults, tested with a fake
 * clock in quotes-feed.test.ts. Each test has its own market scope: its own fault switches
 * and socket records. The feed's time is a fake clock the test advances, and a test that counts
 * frames runs them itself: only the network is real, waited for with short polls.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { FakeClock, untilOnClock } from '../../test/fake-clock';
import { backendRequests, backendUrl } from '../../test/harness';
import { loggedDuring } from '../../test/logged';
import { uniqueName } from '../../test/seeded-random';
import { applyTypicalSpread, getTypicalSpreads, quoteRow } from '../quotes';
import { createBrowserFeed } from './browser-feed';
import { quotesFeed, type FeedSubscription, type FeedTimings, type FrameScheduler } from './index';
import { fetchToken } from './token-fetch';
import { watchQuotes } from './testing/feed-tab';

interface ServerSocket {
  id: number;
  open: boolean;
  openedAt: number;
  closedAt: number | null;
  instruments: string[];
  received: { at: number; text: string }[];
}

interface MarketState {
  openSockets: number;
  sockets: ServerSocket[];
}

const FAST: Partial<FeedTimings> = {
  pingEveryMs: 500,
  pongTimeoutMs: 400,
  reconnectAfterMs: 100,
  closeAfterErrorMs: 100,
  idleCloseAfterMs: 50,
  tokenRetry: { firstMs: 50, maxMs: 200, jitter: 0.2 },
};

const WAIT = { timeout: 5_000 };

/** A WebSocket that records, at the fake clock's time, what the feed opened, sent and closed. */
function recordingSockets(clock: FakeClock) {
  const sent: { at: number; text: string }[] = [];
  const opened: number[] = [];
  const closed: number[] = [];
  const heard: string[] = [];
  class RecordingSocket extends WebSocket {
    constructor(url: string) {
      super(url);
      opened.push(clock.now());
      // Registered before the feed's onmessage: once a poll sees a message here, the feed has read it.
      this.addEventListener('message', (event) => heard.push(String(event.data)));
    }
    override send(text: string) {
      sent.push({ at: clock.now(), text });
      super.send(text);
    }
    override close() {
      closed.push(clock.now());
      super.close();
    }
  }
  return { RecordingSocket, sent, opened, closed, heard };
}

/** A market scope of its own, a fake clock, and feeds on both. */
async function market(path = '/ws/quotes') {
  const backend = await backendUrl();
  const scope = uniqueName('feed');
  const base = `${backend}/__scope/${scope}`;
  const wsUrl = `${base.replace(/^http/, 'ws')}${path}`;
  const tokenUrl = `${base}/api/quotes/token`;
  // Starts at the wall clock's time: a quote without a time of its own is stamped with it.
  const clock = new FakeClock(Date.now());
  const sockets = recordingSockets(clock);
  return {
    base,
    scope,
    wsUrl,
    tokenUrl,
    clock,
    sockets,
    async state(): Promise<MarketState> {
      return (await fetch(`${base}/__market/state`)).json();
    },
    async fault(body: object) {
      const response = await fetch(`${base}/__market/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).to.equal(200);
    },
    feed: (timings: Partial<FeedTimings> = FAST, scheduleFlush?: FrameScheduler) =>
      createBrowserFeed({
        url: wsUrl,
        solo: true, // the feed engine's solo session (tabs cannot share), in the page: its socket is the test's
        engineIn: 'page',
        fetchToken: () => fetchToken(tokenUrl),
        timings,
        clock,
        WebSocket: sockets.RecordingSocket,
        random: () => 0.5, // no jitter
        scheduleFlush,
      }),
    /** Polls `condition` (the network's doing), running the feed's timers due now but moving no time. */
    until: (condition: () => unknown, message: string) => untilOnClock(clock, condition, message, WAIT),
  };
}

type Market = Awaited<ReturnType<typeof market>>;

const messages = (socket: ServerSocket) => socket.received.map((message) => JSON.parse(message.text));
const pings = (socket: ServerSocket) => socket.received.filter((message) => message.text === '{"ping":1}');
const PONG = '{"message":"pong"}';

describe('quotes feed against the demo market', () => {
  const subscriptions: FeedSubscription[] = [];
  afterEach(() => subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe()));

  /** Subscribes a feed of `context` whose token fails, up to its first retry: two errors logged. */
  async function subscribeThroughFirstRetry(context: Market, logged: readonly string[]) {
    subscriptions.push(context.feed().subscribe(['EURUSD']));
    await context.until(() => logged.length === 1, 'no token asked for');
    context.clock.advance(FAST.tokenRetry!.firstMs);
    await context.until(() => logged.length === 2, 'the token was not retried');
  }

  /**
   * A feed subscribed to `instruments`, with a row listening to each (only the rows' quotes come
   * to the page), once its socket is open; `frames` are the frames it flushes in.
   */
  async function live(
    instruments = ['EURUSD', 'GBPUSD'],
    { path, frames }: { path?: string; frames?: FrameScheduler } = {},
  ) {
    const context = await market(path);
    const feed = context.feed(FAST, frames);
    const subscription = feed.subscribe(instruments);
    subscriptions.push(subscription);
    instruments.forEach((instrument) => feed.subscribeQuote(instrument, () => {}));
    await context.until(async () => (await context.state()).openSockets === 1, 'no socket opened');
    return { ...context, feed, subscription };
  }

  it('sends {token, instruments} first, with a token from the token URL, and receives quotes', async () => {
    const { feed, state } = await live(['EURUSD', 'USDJPY']);
    await waitUntil(() => feed.getQuote('EURUSD') && feed.getQuote('USDJPY'), 'no quotes', WAIT);
    const [socket] = (await state()).sockets;
    const [first] = messages(socket!);
    expect(first.instruments).to.equal('EURUSD,USDJPY');
    expect(first.token).to.match(/^demo-/);
    expect(feed.getQuote('EURUSD')).to.include({ digits: 5, slug: 'eurusd' });
    expect(feed.getQuote('USDJPY')).to.include({ digits: 3 });
    expect(feed.getStatus()).to.equal('live');
  });

  it('pings at the set cadence, and the pongs keep the socket', async () => {
    const { state, clock, sockets, until } = await live();
    const sentPings = () => sockets.sent.filter(({ text }) => text === '{"ping":1}');
    for (let ping = 1; ping <= 4; ping++) {
      clock.advance(FAST.pingEveryMs! - 1);
      expect(sentPings(), 'a ping before its time').to.have.length(ping - 1);
      clock.advance(1);
      await until(() => sockets.heard.filter((text) => text === PONG).length === ping, 'no pong');
    }
    const times = sentPings().map(({ at }) => at);
    expect(times.slice(1).map((at, index) => at - times[index]!)).to.deep.equal([500, 500, 500]);
    const server = await state();
    expect(server.sockets, 'one socket all along').to.have.length(1);
    expect(pings(server.sockets[0]!)).to.have.length(4);
  });

  it('closes and reconnects when the server stops answering pings', async () => {
    const { fault, state, clock, sockets, until } = await live();
    await fault({ ignorePings: true });
    clock.advance(FAST.pingEveryMs!);
    const pingAt = clock.now();
    await until(async () => pings((await state()).sockets[0]!).length === 1, 'the server got no ping');
    clock.advance(FAST.pongTimeoutMs! - 1);
    expect(sockets.closed, 'closed before the pong was due').to.deep.equal([]);
    clock.advance(1);
    expect(sockets.closed, 'closed by the unanswered ping').to.deep.equal([pingAt + FAST.pongTimeoutMs!]);
    clock.advance(FAST.reconnectAfterMs!);
    await until(async () => (await state()).openSockets === 1, 'no reconnect after a missing pong');
    await fault({ ignorePings: false });
    const [first, second] = (await state()).sockets;
    expect(first!.open).to.equal(false);
    expect(second!.open).to.equal(true);
  });

  it('reconnects after the server drops every socket', async () => {
    const { fault, state, feed, clock, sockets, until } = await live();
    await until(() => feed.getStatus() === 'live', 'not live');
    await fault({ dropSockets: true });
    await until(() => feed.getStatus() === 'reconnecting', 'the drop was not noticed');
    const droppedAt = clock.now();
    clock.advance(FAST.reconnectAfterMs! - 1);
    expect(sockets.opened, 'reopened before its time').to.have.length(1);
    clock.advance(1);
    expect(sockets.opened.at(-1)! - droppedAt, 'reconnected after').to.equal(FAST.reconnectAfterMs);
    await until(async () => {
      const { sockets, openSockets } = await state();
      return sockets.length === 2 && openSockets === 1 && sockets[1]!.received.length > 0;
    }, 'no reconnect after the drop');
    expect(messages((await state()).sockets[1]!)[0]).to.deep.include({ instruments: 'EURUSD,GBPUSD' });
  });

  it('closes and reconnects on garbage, logging it once', async () => {
    const { fault, state, wsUrl, clock, sockets, until } = await live();
    const errors = await loggedDuring(async (logged) => {
      await fault({ garbage: true });
      await until(() => logged.length === 1, 'the garbage was not read');
      clock.advance(FAST.reconnectAfterMs!);
      // The new socket open and the old one closed: the next garbage goes to the socket the feed reads.
      await until(async () => {
        const { sockets } = await state();
        return sockets.length === 2 && !sockets[0]!.open && sockets[1]!.open;
      }, 'no reconnect after garbage');
      await fault({ garbage: true });
      // Logged once only: the page's close of the socket tells that it read the garbage.
      await until(() => sockets.closed.length === 2, 'no close after more garbage');
      clock.advance(FAST.reconnectAfterMs!);
      await until(async () => (await state()).sockets.length === 3, 'no reconnect after more garbage');
    });
    expect(errors).to.deep.equal([
      `Quotes feed: ${wsUrl} sent a message that is not JSON; the socket is closed and reopened. this is not JSON <garbage>`,
    ]);
  });

  it('closes and reconnects on a message without data that is not a pong', async () => {
    const { fault, state, clock, until } = await live();
    const errors = await loggedDuring(async (logged) => {
      await fault({ unexpected: true });
      await until(() => logged.length === 1, 'the message was not read');
      clock.advance(FAST.reconnectAfterMs!);
      await until(async () => (await state()).sockets.length === 2, 'no reconnect');
    });
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('without data').and.contain('maintenance');
  });

  it('reconnects with the new union when a subscription changes its list', async () => {
    const { feed, state, subscription, until } = await live(['EURUSD']);
    const other = feed.subscribe(['GBPUSD']);
    subscriptions.push(other);
    await until(async () => (await state()).sockets.length === 2, 'no reconnect for a new subscriber');
    subscription.update(['USDJPY', 'US500']);
    feed.subscribeQuote('US500', () => {});
    await until(
      async () => (await state()).sockets.filter((socket) => socket.instruments.length > 0).length === 3,
      'no reconnect for the new list',
    );
    const { sockets, openSockets } = await state();
    expect(sockets.map((socket) => messages(socket)[0].instruments)).to.deep.equal([
      'EURUSD',
      'EURUSD,GBPUSD',
      'USDJPY,US500,GBPUSD',
    ]);
    expect(openSockets).to.equal(1);
    await waitUntil(() => feed.getQuote('US500'), 'no quote for the new list', WAIT);
  });

  it('opens no socket and logs "Token has not been provided" when the token is empty, retrying on its backoff', async () => {
    const context = await market();
    const { fault, state, tokenUrl, clock, until } = context;
    await fault({ token: 'empty' });
    const errors = await loggedDuring(async (logged) => {
      await subscribeThroughFirstRetry(context, logged);
      clock.advance(FAST.tokenRetry!.firstMs * 2 - 1);
      expect(logged, 'retried before the backoff').to.have.length(2);
      clock.advance(1);
      await until(() => logged.length === 3, 'the empty token was not retried twice');
    });
    expect(new Set(errors)).to.deep.equal(new Set(['Token has not been provided']));
    expect((await state()).sockets).to.have.length(0);
    expect(await backendRequests(new URL(tokenUrl).pathname)).to.have.length(3);
  });

  it('logs "Error getting token from server" while the token endpoint fails, and connects once it recovers', async () => {
    const context = await market();
    const { fault, state, clock, until } = context;
    await fault({ token: 'fail' });
    const errors = await loggedDuring(async (logged) => {
      await subscribeThroughFirstRetry(context, logged);
      expect((await state()).sockets).to.have.length(0);
      await fault({ token: 'ok' });
      clock.advance(FAST.tokenRetry!.firstMs * 2);
      await until(async () => (await state()).openSockets === 1, 'no socket after the token recovered');
    });
    expect(errors[0]).to.match(/^Error getting token from server HttpError: GET .* answered 503$/);
  });

  it('shows a quote older than 1800 s with the typical spread, as indicative', async () => {
    const { base, feed } = await live(['USDTRY', 'EURUSD']);
    await waitUntil(() => feed.getQuote('USDTRY') && feed.getQuote('EURUSD'), 'no quotes', WAIT);
    const spreads = await getTypicalSpreads(['USDTRY', 'EURUSD'], { baseUrl: base });
    const now = Date.now() / 1000;
    const stale = feed.getQuote('USDTRY')!;
    expect(now - stale.time).to.be.greaterThan(1800);
    const shown = applyTypicalSpread(stale, spreads.USDTRY, now);
    expect(shown).to.deep.include({ spread: 0.012, ask: Number((stale.bid + 0.012).toFixed(5)), indicative: true });
    expect(quoteRow(stale, spreads.USDTRY, now, 'en')).to.include({ spread: '0.012', indicative: true });
    const fresh = feed.getQuote('EURUSD')!;
    expect(applyTypicalSpread(fresh, spreads.EURUSD, now)).to.equal(fresh);
  });

  it('closes the socket after the last unsubscribe and does not reopen it', async () => {
    const { state, subscription, clock, sockets, until } = await live();
    subscription.unsubscribe();
    clock.advance(FAST.idleCloseAfterMs! - 1);
    expect(sockets.closed, 'closed before the grace period ended').to.deep.equal([]);
    clock.advance(1);
    await until(async () => (await state()).openSockets === 0, 'the socket stayed open');
    // Long past every reconnect, retry and ping deadline the feed could have left behind.
    clock.advance(10 * 60_000);
    expect(sockets.opened, 'a socket was opened after the last unsubscribe').to.have.length(1);
    expect((await state()).sockets).to.have.length(1);
  });

  it('gives two widgets with the same ws_api one shared socket streaming both lists', async () => {
    const { state, tokenUrl, wsUrl } = await market();
    const feed = quotesFeed(wsUrl, tokenUrl);
    expect(quotesFeed(` ${wsUrl}`, tokenUrl)).to.equal(feed);
    expect(quotesFeed(wsUrl.replace(/^ws/, 'http'), tokenUrl), 'the same address over http').to.equal(feed);
    const first = watchQuotes(feed, ['EURUSD', 'GBPUSD']);
    const second = watchQuotes(feed, ['GBPUSD', 'BTCUSD']);
    await waitUntil(() => feed.getQuote('BTCUSD') && feed.getQuote('EURUSD'), 'no quotes', WAIT);
    const { sockets, openSockets } = await state();
    expect(openSockets).to.equal(1);
    expect(sockets).to.have.length(1);
    expect(messages(sockets[0]!)[0].instruments).to.equal('EURUSD,GBPUSD,BTCUSD');
    expect(feed.getQuote('BTCUSD')).to.include({ symbol: 'BTC' }).and.to.have.property('dayChange');
    first.unsubscribe();
    second.unsubscribe();
    await waitUntil(async () => (await state()).openSockets === 0, 'the shared socket stayed open', WAIT);
  });

  it('turns stale while the market is silent and live again when data returns', async () => {
    const context = await market();
    const feed = context.feed({ ...FAST, staleAfterMs: 300 });
    subscriptions.push(feed.subscribe(['EURUSD']));
    await context.until(() => feed.getStatus() === 'live', 'never live');
    await context.fault({ silent: true });
    // A message already on its way when the market fell silent is data: time moves on until a window passes without any.
    await waitUntil(
      () => {
        context.clock.advance(300);
        return feed.getStatus() === 'stale';
      },
      'never stale',
      WAIT,
    );
    await context.fault({ silent: false });
    await context.until(() => feed.getStatus() === 'live', 'not live again');
  });

  it('shares one token request per URL while it is in flight, and reads plain-text tokens', async () => {
    const { tokenUrl } = await market();
    const [one, two] = await Promise.all([fetchToken(tokenUrl), fetchToken(tokenUrl)]);
    expect(one).to.equal(two);
    expect(await backendRequests(new URL(tokenUrl).pathname)).to.have.length(1);
    expect(await fetchToken(`${tokenUrl}?format=text`)).to.match(/^demo-\w+$/);
  });

  it('notifies each instrument at most once per frame however many of its updates arrive at 3,000 a second', async () => {
    const instruments = ['EURUSD', 'GBPUSD', 'USDJPY', 'AUDUSD', 'USDCHF', 'EURGBP', 'US500', 'AAPL', 'BTCUSD'];
    // Messages 5 ms apart, 15 updates each; the test runs a frame once it has heard two more.
    const flushes: (() => void)[] = [];
    const { feed, sockets } = await live(instruments, {
      path: '/ws/quotes?rate=3000&every=5',
      frames: (flush) => void flushes.push(flush),
    });
    const calls = new Map<string, number>();
    for (const instrument of instruments)
      feed.subscribeQuote(instrument, () => calls.set(instrument, (calls.get(instrument) ?? 0) + 1));
    for (let frame = 0; frame < 5; frame++) {
      calls.clear();
      const from = sockets.heard.length;
      await waitUntil(() => sockets.heard.length >= from + 2, 'fewer than two messages before a frame', {
        ...WAIT,
        interval: 1,
      });
      const updates = sockets.heard.slice(from).flatMap((text) => Object.keys(JSON.parse(text).data));
      expect(updates.length, 'updates since the last frame, more than the instruments they touch').to.be.greaterThan(
        new Set(updates).size,
      );
      flushes.splice(0).forEach((flush) => flush());
      expect(Math.max(...calls.values()), 'notifications of the busiest instrument this frame').to.equal(1);
    }
  });
});
