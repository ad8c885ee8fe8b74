/**
 * The feed end to end against the demo backend's simulated market on 127.0.0.1 (a real `ws`
 * server). Intervals are shortened here; the values of docs/RULES.md §9 are the defaults, tested with a fake
 * clock in quotes-feed.test.ts. Each test has its own market scope: its own fault switches
 * and socket records.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { backendRequests, backendUrl, captureConsole } from '../../test/harness';
import { applyTypicalSpread, getTypicalSpreads, quoteRow } from '../quotes';
import { createQuotesFeed, quotesFeed, type FeedSubscription, type FeedTimings } from './index';
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

let scopes = 0;

/** A market scope of its own, and a feed on it. */
async function market(path = '/ws/quotes') {
  const backend = await backendUrl();
  const scope = `feed-${Date.now().toString(36)}-${++scopes}`;
  const base = `${backend}/__scope/${scope}`;
  const wsUrl = `${base.replace(/^http/, 'ws')}${path}`;
  const tokenUrl = `${base}/api/quotes/token`;
  return {
    base,
    scope,
    wsUrl,
    tokenUrl,
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
    feed: (timings: Partial<FeedTimings> = FAST) =>
      createQuotesFeed({ url: wsUrl, fetchToken: () => fetchToken(tokenUrl), timings }),
  };
}

const messages = (socket: ServerSocket) => socket.received.map((message) => JSON.parse(message.text));
const pings = (socket: ServerSocket) => socket.received.filter((message) => message.text === '{"ping":1}');

/** Asserts `condition` holds the whole time for `ms` (for "nothing happens" expectations). */
async function holdsFor(ms: number, condition: () => Promise<boolean>, message: string) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    expect(await condition(), message).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('quotes feed against the demo market', () => {
  const subscriptions: FeedSubscription[] = [];
  afterEach(() => subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe()));

  async function live(instruments = ['EURUSD', 'GBPUSD'], path?: string) {
    const context = await market(path);
    const feed = context.feed();
    const subscription = feed.subscribe(instruments);
    subscriptions.push(subscription);
    await waitUntil(async () => (await context.state()).openSockets === 1, 'no socket opened', WAIT);
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
    const { state } = await live();
    await waitUntil(async () => pings((await state()).sockets[0]!).length >= 4, 'fewer than 4 pings', WAIT);
    const { sockets } = await state();
    expect(sockets, 'one socket all along').to.have.length(1);
    // Receipt times on a busy test server jitter; the mean gap is the cadence.
    const times = pings(sockets[0]!).map((ping) => ping.at);
    const gaps = times.slice(1).map((at, index) => at - times[index]!);
    expect((times.at(-1)! - times[0]!) / gaps.length, 'mean gap').to.be.within(450, 650);
    expect(Math.min(...gaps), 'shortest gap').to.be.at.least(250);
  });

  it('closes and reconnects when the server stops answering pings', async () => {
    const { fault, state } = await live();
    await fault({ ignorePings: true });
    await waitUntil(async () => (await state()).sockets.length >= 2, 'no reconnect after a missing pong', WAIT);
    await fault({ ignorePings: false });
    const [first] = (await state()).sockets;
    const lastPing = pings(first!).at(-1)!.at;
    expect(first!.open).to.equal(false);
    // Server-side times compress when the test server stalls; exact timing is the fake-clock test's job.
    expect(first!.closedAt! - lastPing, 'closed by the unanswered ping').to.be.within(100, 2_000);
  });

  it('reconnects after the server drops every socket', async () => {
    const { fault, state } = await live();
    await fault({ dropSockets: true });
    await waitUntil(
      async () => {
        const { sockets, openSockets } = await state();
        return sockets.length === 2 && openSockets === 1 && sockets[1]!.received.length > 0;
      },
      'no reconnect after the drop',
      WAIT,
    );
    const [first, second] = (await state()).sockets;
    expect(second!.openedAt - first!.closedAt!, 'reconnected promptly').to.be.below(2_000);
    expect(messages(second!)[0]).to.deep.include({ instruments: 'EURUSD,GBPUSD' });
  });

  it('closes and reconnects on garbage, logging it once', async () => {
    const { fault, state, wsUrl } = await live();
    const errors = captureConsole();
    try {
      await fault({ garbage: true });
      await waitUntil(async () => (await state()).sockets.length === 2, 'no reconnect after garbage', WAIT);
      await waitUntil(async () => (await state()).openSockets === 1, 'the new socket did not open', WAIT);
      await fault({ garbage: true });
      await waitUntil(async () => (await state()).sockets.length === 3, 'no reconnect after more garbage', WAIT);
    } finally {
      errors.restore();
    }
    expect(errors.messages).to.deep.equal([
      `Quotes feed: ${wsUrl} sent a message that is not JSON; the socket is closed and reopened. this is not JSON <garbage>`,
    ]);
  });

  it('closes and reconnects on a message without data that is not a pong', async () => {
    const { fault, state } = await live();
    const errors = captureConsole();
    try {
      await fault({ unexpected: true });
      await waitUntil(async () => (await state()).sockets.length === 2, 'no reconnect', WAIT);
    } finally {
      errors.restore();
    }
    expect(errors.messages).to.have.length(1);
    expect(errors.messages[0]).to.contain('without data').and.contain('maintenance');
  });

  it('reconnects with the new union when a subscription changes its list', async () => {
    const { feed, state, subscription } = await live(['EURUSD']);
    const other = feed.subscribe(['GBPUSD']);
    subscriptions.push(other);
    await waitUntil(async () => (await state()).sockets.length === 2, 'no reconnect for a new subscriber', WAIT);
    subscription.update(['USDJPY', 'US500']);
    await waitUntil(
      async () => (await state()).sockets.filter((socket) => socket.instruments.length > 0).length === 3,
      'no reconnect for the new list',
      WAIT,
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

  it('opens no socket and logs "Token has not been provided" when the token is empty', async () => {
    const { fault, feed, state, tokenUrl } = await market();
    await fault({ token: 'empty' });
    const errors = captureConsole();
    try {
      subscriptions.push(feed().subscribe(['EURUSD']));
      await waitUntil(() => errors.messages.length >= 3, 'the empty token was not retried', WAIT);
    } finally {
      errors.restore();
    }
    expect(new Set(errors.messages)).to.deep.equal(new Set(['Token has not been provided']));
    expect((await state()).sockets).to.have.length(0);
    expect((await backendRequests(new URL(tokenUrl).pathname)).length).to.be.at.least(3);
  });

  it('logs "Error getting token from server" while the token endpoint fails, and connects once it recovers', async () => {
    const { fault, feed, state } = await market();
    await fault({ token: 'fail' });
    const errors = captureConsole();
    try {
      subscriptions.push(feed().subscribe(['EURUSD']));
      await waitUntil(() => errors.messages.length >= 2, 'the token was not retried', WAIT);
      expect((await state()).sockets).to.have.length(0);
      await fault({ token: 'ok' });
      await waitUntil(async () => (await state()).openSockets === 1, 'no socket after the token recovered', WAIT);
    } finally {
      errors.restore();
    }
    expect(errors.messages[0]).to.match(/^Error getting token from server HttpError: GET .* answered 503$/);
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
    const { state, subscription } = await live();
    subscription.unsubscribe();
    await waitUntil(async () => (await state()).openSockets === 0, 'the socket stayed open', WAIT);
    await holdsFor(
      FAST.reconnectAfterMs! * 5,
      async () => (await state()).sockets.length === 1,
      'a socket was opened after the last unsubscribe',
    );
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
    expect(feed.getQuote('BTCUSD')).to.include({ symbol: 'BTC' }).and.to.have.property('d_c');
    first.unsubscribe();
    second.unsubscribe();
    await waitUntil(async () => (await state()).openSockets === 0, 'the shared socket stayed open', WAIT);
  });

  it('turns stale while the market is silent and live again when data returns', async () => {
    const context = await market();
    const feed = context.feed({ ...FAST, staleAfterMs: 300 });
    subscriptions.push(feed.subscribe(['EURUSD']));
    await waitUntil(() => feed.getStatus() === 'live', 'never live', WAIT);
    await context.fault({ silent: true });
    await waitUntil(() => feed.getStatus() === 'stale', 'never stale', WAIT);
    await context.fault({ silent: false });
    await waitUntil(() => feed.getStatus() === 'live', 'not live again', WAIT);
  });

  it('shares one token request per URL while it is in flight, and reads plain-text tokens', async () => {
    const { tokenUrl } = await market();
    const [one, two] = await Promise.all([fetchToken(tokenUrl), fetchToken(tokenUrl)]);
    expect(one).to.equal(two);
    expect(await backendRequests(new URL(tokenUrl).pathname)).to.have.length(1);
    expect(await fetchToken(`${tokenUrl}?format=text`)).to.match(/^demo-\w+$/);
  });

  it('notifies each instrument at most once per animation frame at 3,000 updates per second', async () => {
    const instruments = ['EURUSD', 'GBPUSD', 'USDJPY', 'AUDUSD', 'USDCHF', 'EURGBP', 'US500', 'AAPL', 'BTCUSD'];
    const { feed, state } = await live(instruments, '/ws/quotes?rate=3000&every=10');
    const calls = new Map(instruments.map((instrument) => [instrument, 0]));
    const stops = instruments.map((instrument) =>
      feed.subscribeQuote(instrument, () => calls.set(instrument, calls.get(instrument)! + 1)),
    );
    let frames = 0;
    let counting = true;
    const countFrames = () => {
      frames++;
      if (counting) requestAnimationFrame(countFrames);
    };
    requestAnimationFrame(countFrames);
    await waitUntil(() => frames >= 30, 'fewer than 30 frames', WAIT);
    counting = false;
    stops.forEach((stop) => stop());
    const busiest = Math.max(...calls.values());
    expect(busiest, 'listener calls of the busiest instrument').to.be.greaterThan(5);
    expect(busiest).to.be.at.most(frames + 1);
    expect((await state()).sockets[0]!.received.length, 'the socket stayed up').to.be.greaterThan(0);
  });
});
