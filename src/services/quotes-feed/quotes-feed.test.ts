import { expect } from '@open-wc/testing';
import { loggedDuring } from '../../test/logged';
import { DEFAULT_FEED_TIMINGS, tokenRetryDelay } from './feed-timings';
import type { PageHandlers } from './page-lifecycle';
import { INSTRUMENTS_PER_FLUSH } from './quote-store';
import { createBrowserFeed, type BrowserFeedOptions } from './browser-feed';
import type { FeedStatus } from './quotes-feed';
import { FakeClock } from '../../test/fake-clock';
import { FakeSocket } from './testing/fake-socket';
import { MissingTokenError } from './token-fetch';

/** Lets resolved promises (the token fetch) run their callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

const PING = { ping: 1 };
const PONG = { message: 'pong' };
const tick = (bid: number) => ({ data: { EURUSD: { bid, ask: bid + 0.00007, spread: 0.7, time: 1, digits: 5 } } });

/**
 * A solo feed (tabs cannot share: the feed engine's solo session, feed-engine.ts) on a fake clock,
 * fake sockets, hand-run frames and a hand-driven page lifecycle; the engine runs in the page, a
 * microtask from the page each way, so a test lets those run (`settle`) before it looks.
 */
function setup(options: Partial<BrowserFeedOptions> = {}) {
  FakeSocket.reset();
  const clock = new FakeClock();
  const frames: (() => void)[] = [];
  const page: { handlers: PageHandlers | null } = { handlers: null };
  const tokenRequests: number[] = [];
  let tokenCount = 0;
  const feed = createBrowserFeed({
    url: 'wss://quotes.example/ws',
    solo: true,
    engineIn: 'page',
    fetchToken: async () => {
      tokenRequests.push(clock.now());
      return `token-${++tokenCount}`;
    },
    WebSocket: FakeSocket,
    clock,
    scheduleFlush: (flush) => void frames.push(flush),
    watchPage: (handlers) => {
      page.handlers = handlers;
      return () => void (page.handlers = null);
    },
    random: () => 0.5, // no jitter
    ...options,
  });
  const statuses: FeedStatus[] = [];
  feed.subscribeStatus(() => statuses.push(feed.getStatus()));
  return { clock, feed, frames, page, tokenRequests, statuses, runFrames: () => frames.splice(0).forEach((f) => f()) };
}

/** The client closes `socket` `ms` from now, and not a millisecond sooner. */
function expectClosedAfter(clock: FakeClock, socket: FakeSocket, ms: number) {
  clock.advance(ms - 1);
  expect(socket.closedByClient, `open ${ms - 1} ms on`).to.equal(false);
  clock.advance(1);
  expect(socket.closedByClient, `closed ${ms} ms on`).to.equal(true);
}

/** Subscribes, lets the token arrive and opens the socket. */
async function connected(instruments = ['EURUSD', 'GBPUSD'], options: Partial<BrowserFeedOptions> = {}) {
  const context = setup(options);
  const subscription = context.feed.subscribe(instruments);
  await settle();
  FakeSocket.last.open();
  return { ...context, subscription, socket: FakeSocket.last };
}

describe('quotes feed state machine (fake clock)', () => {
  // The tab joins at the page's next idle moment; without idle callbacks, a task later (when-idle.ts): within `settle`.
  const idle = globalThis.requestIdleCallback;
  before(() => void delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback);
  after(() => void (globalThis.requestIdleCallback = idle));
  afterEach(() => FakeSocket.reset());

  describe('docs/RULES.md constants', () => {
    it('sends the first ping 10 s after the socket opens, then every 10 s', async () => {
      const { clock, socket } = await connected();
      clock.advance(9_999);
      expect(socket.messages).to.have.length(1);
      clock.advance(1);
      expect(socket.messages.slice(1)).to.deep.equal([PING]);
      socket.receive(PONG);
      clock.advance(10_000);
      expect(socket.messages.slice(1)).to.deep.equal([PING, PING]);
    });

    it('closes the socket when no pong comes within 2 s, and reconnects 1 s later', async () => {
      const { clock, socket } = await connected();
      clock.advance(10_000);
      expectClosedAfter(clock, socket, 2_000);
      clock.advance(999);
      expect(FakeSocket.instances).to.have.length(1);
      clock.advance(1);
      expect(FakeSocket.instances).to.have.length(2);
    });

    it('keeps the socket when the pong comes in time', async () => {
      const { clock, socket } = await connected();
      for (let ping = 0; ping < 4; ping++) {
        clock.advance(ping === 0 ? 11_999 : 10_000);
        socket.receive(PONG);
      }
      expect(socket.messages.slice(1)).to.deep.equal([PING, PING, PING, PING]);
      expect(socket.closedByClient).to.equal(false);
      expect(FakeSocket.instances).to.have.length(1);
    });

    it('reconnects 1 s after the server closes', async () => {
      const { clock, socket } = await connected();
      socket.receive(tick(1.1));
      socket.serverClose();
      clock.advance(999);
      expect(FakeSocket.instances).to.have.length(1);
      clock.advance(1);
      expect(FakeSocket.instances).to.have.length(2);
      FakeSocket.last.open();
      expect(FakeSocket.last.messages[0]).to.deep.equal({ token: 'token-1', instruments: 'EURUSD,GBPUSD' });
    });

    it('fetches a new token before reconnecting when the server closes before answering, at most every 10 s', async () => {
      const { clock, socket, tokenRequests } = await connected();
      clock.advance(10_000); // the token is 10 s old: old enough to be doubted
      socket.serverClose();
      await settle();
      expect(tokenRequests).to.have.length(2);
      await settle();
      clock.advance(1_000);
      FakeSocket.last.open();
      expect(FakeSocket.last.messages[0]).to.deep.include({ token: 'token-2' });
      FakeSocket.last.serverClose(); // refused again at once: the 2nd token is fresh, so it is kept
      await settle();
      expect(tokenRequests).to.have.length(2);
      clock.advance(1_000);
      FakeSocket.last.open();
      expect(FakeSocket.last.messages[0]).to.deep.include({ token: 'token-2' });
    });

    it('fetches a new token when the first answer on a socket is not data (e.g. "Invalid token")', async () => {
      await loggedDuring(async () => {
        const { clock, socket, tokenRequests } = await connected();
        clock.advance(10_000);
        socket.receive({ message: 'Invalid token' });
        await settle();
        expect(tokenRequests).to.have.length(2);
        await settle();
        clock.advance(1_000);
        FakeSocket.last.open();
        expect(FakeSocket.last.messages[0]).to.deep.include({ token: 'token-2' });
      });
    });

    it('closes 1 s after an error when the socket has not closed by itself, and reconnects 1 s after that', async () => {
      const { clock, socket } = await connected();
      socket.fail();
      expectClosedAfter(clock, socket, 1_000);
      clock.advance(1_000);
      expect(FakeSocket.instances).to.have.length(2);
    });

    it('fetches a new token 300000 ms after each success, and reconnects with the latest', async () => {
      const { clock, socket, tokenRequests } = await connected();
      clock.advance(299_999);
      await settle();
      expect(tokenRequests).to.have.length(1);
      clock.advance(1);
      await settle();
      expect(tokenRequests).to.have.length(2);
      await settle();
      socket.serverClose();
      clock.advance(1_000);
      FakeSocket.last.open();
      expect(FakeSocket.last.messages[0]).to.deep.include({ token: 'token-2' });
      clock.advance(300_000);
      await settle();
      expect(tokenRequests).to.have.length(3);
    });
  });

  describe('protocol', () => {
    it('opens one socket once the token is there and sends {token, instruments} first', async () => {
      const { feed, statuses } = setup();
      feed.subscribe(['EURUSD', 'GBPUSD']);
      expect(FakeSocket.instances, 'no socket before the token').to.have.length(0);
      await settle();
      expect(FakeSocket.instances).to.have.length(1);
      expect(FakeSocket.last.url).to.equal('wss://quotes.example/ws');
      FakeSocket.last.open();
      expect(FakeSocket.last.sent[0]).to.equal('{"token":"token-1","instruments":"EURUSD,GBPUSD"}');
      await settle();
      expect(statuses).to.deep.equal([]);
      await settle();
      expect(feed.getStatus()).to.equal('connecting');
    });

    it('closes on a message without data that is not a pong, logging it once, and reconnects 1 s later', async () => {
      const { clock, socket } = await connected();
      const errors = await loggedDuring(() => {
        socket.receive({ message: 'maintenance' });
        expect(socket.closedByClient).to.equal(true);
        clock.advance(1_000);
        FakeSocket.last.open();
        FakeSocket.last.receive({ error: 'again' });
      });
      expect(FakeSocket.last.closedByClient).to.equal(true);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.contain('without data').and.contain('maintenance');
    });

    it('closes on garbage, logging it once, and reconnects 1 s later', async () => {
      const { clock, socket } = await connected();
      const errors = await loggedDuring(() => {
        socket.receive('<html>502 Bad Gateway</html>');
        clock.advance(1_000);
        FakeSocket.last.open();
        FakeSocket.last.receive('not json either');
      });
      expect(socket.closedByClient).to.equal(true);
      expect(FakeSocket.instances).to.have.length(2);
      expect(FakeSocket.last.closedByClient).to.equal(true);
      expect(errors).to.deep.equal([
        'Quotes feed: wss://quotes.example/ws sent a message that is not JSON; the socket is closed and reopened. <html>502 Bad Gateway</html>',
      ]);
    });

    it('reports connecting, then live with data, stale after 30 s without data, live again, and reconnecting after a close', async () => {
      const { clock, socket, statuses } = await connected();
      socket.receive(tick(1.1));
      clock.advance(10_000);
      socket.receive(PONG);
      clock.advance(10_000);
      socket.receive(PONG);
      clock.advance(9_999);
      await settle();
      expect(statuses).to.deep.equal(['live']);
      clock.advance(1);
      await settle();
      expect(statuses).to.deep.equal(['live', 'stale']);
      socket.receive(tick(1.2));
      socket.serverClose();
      await settle();
      expect(statuses).to.deep.equal(['live', 'stale', 'live', 'reconnecting']);
    });

    it('turns stale 30 s after opening when no data ever comes', async () => {
      const { clock, feed, socket } = await connected();
      clock.advance(10_000);
      socket.receive(PONG);
      clock.advance(10_000);
      socket.receive(PONG);
      clock.advance(9_999);
      await settle();
      expect(feed.getStatus()).to.equal('connecting');
      clock.advance(1);
      await settle();
      expect(feed.getStatus()).to.equal('stale');
    });
  });

  describe('token', () => {
    it('retries a failing token endpoint after 1 s, 2 s, 4 s … up to 60 s, logging each failure', async () => {
      const { clock, feed, tokenRequests } = setup({
        fetchToken: async () => {
          tokenRequests.push(clock.now());
          throw new Error('503');
        },
      });
      const failedAt: number[] = [];
      const errors = await loggedDuring(async () => {
        feed.subscribe(['EURUSD']);
        for (let failure = 0; failure < 8; failure++) {
          await settle(); // the failure is handled: the retry is scheduled from now
          failedAt.push(clock.now());
          // A second at a time: the page hears each request a microtask after the engine makes it.
          while (tokenRequests.length === failure + 1) {
            clock.advance(1_000);
            await settle();
          }
        }
        await settle();
      });
      const waits = failedAt.map((at, index) => tokenRequests[index + 1]! - at);
      expect(waits).to.deep.equal([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
      expect(errors[0]).to.equal('Error getting token from server Error: 503');
      expect(errors.every((message) => message.startsWith('Error getting token from server'))).to.equal(true);
      expect(FakeSocket.instances).to.have.length(0);
    });

    it('jitters retries by ±20 %, after the cap', () => {
      const policy = DEFAULT_FEED_TIMINGS.tokenRetry;
      expect(tokenRetryDelay(0, policy, 0)).to.equal(800);
      expect(tokenRetryDelay(0, policy, 0.5)).to.equal(1_000);
      expect(tokenRetryDelay(0, policy, 0.999_999)).to.equal(1_200);
      expect(tokenRetryDelay(3, policy, 0.5)).to.equal(8_000);
      expect(tokenRetryDelay(20, policy, 0)).to.equal(48_000);
      expect(tokenRetryDelay(20, policy, 0.999_999)).to.equal(72_000);
    });

    it('logs "Token has not been provided" for an empty token and opens no socket', async () => {
      const { clock, feed } = setup({ fetchToken: () => Promise.reject(new MissingTokenError()) });
      const errors = await loggedDuring(async () => {
        feed.subscribe(['EURUSD']);
        await settle();
        clock.advance(1_000);
        await settle();
      });
      expect(errors).to.deep.equal(['Token has not been provided', 'Token has not been provided']);
      expect(FakeSocket.instances).to.have.length(0);
    });

    it('connects once a failing token endpoint recovers', async () => {
      let fail = true;
      const { clock, feed } = setup({ fetchToken: async () => (fail ? Promise.reject(new Error('down')) : 'late') });
      const errors = await loggedDuring(async () => {
        feed.subscribe(['EURUSD']);
        await settle();
        fail = false;
        clock.advance(1_000);
        await settle();
      });
      expect(errors).to.have.length(1);
      FakeSocket.last.open();
      expect(FakeSocket.last.messages[0]).to.deep.equal({ token: 'late', instruments: 'EURUSD' });
    });
  });

  describe('subscriptions', () => {
    it('streams the union of every subscription on one socket', async () => {
      const { feed } = setup();
      feed.subscribe(['EURUSD', 'GBPUSD']);
      feed.subscribe(['GBPUSD', 'USDJPY']);
      await settle();
      FakeSocket.last.open();
      expect(FakeSocket.instances).to.have.length(1);
      expect(FakeSocket.last.messages[0]).to.deep.include({ instruments: 'EURUSD,GBPUSD,USDJPY' });
    });

    it('reconnects at once with the new union when a subscriber adds instruments, not when it adds none', async () => {
      const { clock, feed, socket, statuses } = await connected();
      socket.receive(tick(1.1));
      feed.subscribe(['GBPUSD']);
      await settle();
      clock.advance(0);
      expect(FakeSocket.instances).to.have.length(1);
      feed.subscribe(['USDJPY']);
      feed.subscribe(['AUDUSD']);
      await settle();
      clock.advance(0);
      expect(socket.closedByClient).to.equal(true);
      expect(FakeSocket.instances, 'two changes in one task make one reconnect').to.have.length(2);
      FakeSocket.last.open();
      expect(FakeSocket.last.messages[0]).to.deep.include({ instruments: 'EURUSD,GBPUSD,USDJPY,AUDUSD' });
      await settle();
      expect(statuses, 'a deliberate switch is no outage').to.deep.equal(['live']);
    });

    it('reconnects with the new union when a subscription changes its list (a tab switch), and not for the same list', async () => {
      const { clock, feed, subscription, socket } = await connected(['EURUSD', 'GBPUSD']);
      feed.subscribe(['EURUSD']);
      subscription.update(['EURUSD', ' GBPUSD ']);
      await settle();
      clock.advance(0);
      expect(FakeSocket.instances).to.have.length(1);
      subscription.update(['US500', 'GER40']);
      await settle();
      clock.advance(0);
      expect(socket.closedByClient).to.equal(true);
      FakeSocket.last.open();
      expect(FakeSocket.last.messages[0]).to.deep.include({ instruments: 'US500,GER40,EURUSD' });
    });

    it('sends changes made while the socket is opening in its first message, without a reconnect', async () => {
      const { clock, feed } = setup();
      const subscription = feed.subscribe(['EURUSD']);
      await settle();
      subscription.update(['USDJPY']);
      await settle();
      clock.advance(0);
      FakeSocket.last.open();
      expect(FakeSocket.instances).to.have.length(1);
      expect(FakeSocket.last.messages[0]).to.deep.include({ instruments: 'USDJPY' });
    });

    it('keeps the socket when one of two subscribers leaves', async () => {
      const { clock, feed, socket } = await connected(['EURUSD']);
      const other = feed.subscribe(['EURUSD']);
      other.unsubscribe();
      clock.advance(5_000);
      expect(socket.closedByClient).to.equal(false);
    });

    it('closes the socket and clears every timer 1 s after the last unsubscribe, and never reconnects', async () => {
      const { clock, page, subscription, socket } = await connected();
      subscription.unsubscribe();
      expectClosedAfter(clock, socket, 1_000);
      expect(clock.pending, 'pending timers').to.equal(0);
      expect(page.handlers, 'page lifecycle listeners').to.equal(null);
      clock.advance(600_000);
      expect(FakeSocket.instances).to.have.length(1);
    });

    it('keeps the socket for a subscriber that comes back within the grace period (a widget moved in the DOM)', async () => {
      const { clock, feed, subscription, socket } = await connected();
      subscription.unsubscribe();
      clock.advance(500);
      feed.subscribe(['EURUSD', 'GBPUSD']);
      clock.advance(5_000);
      expect(socket.closedByClient).to.equal(false);
      expect(FakeSocket.instances).to.have.length(1);
    });

    it('starts afresh when subscribed again after closing: a new engine, with a new token', async () => {
      const { clock, feed, subscription, tokenRequests } = await connected();
      subscription.unsubscribe();
      clock.advance(60_000);
      feed.subscribe(['EURUSD']);
      await settle();
      expect(FakeSocket.instances).to.have.length(2);
      FakeSocket.last.open();
      expect(FakeSocket.last.messages[0]).to.deep.equal({ token: 'token-2', instruments: 'EURUSD' });
      expect(tokenRequests).to.have.length(2);
    });

    it('ignores calls on a subscription after its unsubscribe', async () => {
      const { clock, feed, subscription } = await connected(['EURUSD']);
      const other = feed.subscribe(['EURUSD']);
      other.unsubscribe();
      other.unsubscribe();
      other.update(['USDJPY']);
      await settle();
      clock.advance(0);
      expect(FakeSocket.instances).to.have.length(1);
      subscription.unsubscribe();
    });
  });

  describe('page lifecycle', () => {
    it('sends a ping held back in a background tab when the page becomes visible (wall-clock deadlines)', async () => {
      const { clock, page, socket } = await connected();
      clock.jump(25_000);
      expect(socket.messages).to.have.length(1);
      page.handlers!.recheck();
      await settle();
      expect(socket.messages.slice(1)).to.deep.equal([PING]);
      clock.advance(1_999);
      expect(socket.closedByClient, 'the pong deadline runs from the late ping').to.equal(false);
    });

    it('closes the socket on recheck when the pong deadline passed while the tab was hidden', async () => {
      const { clock, page, socket } = await connected();
      clock.advance(10_000);
      clock.jump(5_000);
      page.handlers!.recheck();
      await settle();
      expect(socket.closedByClient).to.equal(true);
    });

    it('closes the socket on pagehide with no reconnect and no timers, and reconnects on pageshow', async () => {
      const { clock, page, socket, tokenRequests } = await connected();
      page.handlers!.hide();
      await settle();
      expect(socket.closedByClient).to.equal(true);
      expect(clock.pending).to.equal(0);
      clock.advance(60_000);
      expect(FakeSocket.instances).to.have.length(1);
      page.handlers!.show();
      await settle();
      expect(FakeSocket.instances).to.have.length(2);
      await settle();
      expect(tokenRequests, 'the token was still fresh').to.have.length(1);
      FakeSocket.last.open();
      expect(FakeSocket.last.messages[0]).to.deep.equal({ token: 'token-1', instruments: 'EURUSD,GBPUSD' });
    });

    it('fetches a new token on pageshow when the old one is due for refresh', async () => {
      const { clock, page, tokenRequests } = await connected();
      page.handlers!.hide();
      await settle();
      clock.advance(300_000);
      page.handlers!.show();
      await settle();
      await settle();
      expect(tokenRequests).to.have.length(2);
      await settle();
      FakeSocket.last.open();
      expect(FakeSocket.last.messages[0]).to.deep.include({ token: 'token-2' });
    });
  });

  describe('quote store', () => {
    it('keeps a quote snapshot identical until its instrument changes', async () => {
      const { feed, runFrames, socket } = await connected();
      feed.subscribeQuote('EURUSD', () => {}); // a row: only the rows' quotes come to the page
      await settle();
      socket.receive(tick(1.1));
      await settle();
      const first = feed.getQuote('EURUSD');
      expect(first).not.to.equal(undefined);
      socket.receive({ data: { GBPUSD: { bid: 1.27, ask: 1.27009 } } });
      socket.receive(tick(1.1));
      runFrames();
      await settle();
      expect(feed.getQuote('EURUSD')).to.equal(first);
      socket.receive(tick(1.2));
      runFrames();
      await settle();
      expect(feed.getQuote('EURUSD')).not.to.equal(first);
      expect(feed.getQuote('EURUSD')).to.include({ bid: 1.2, state: 'up', name: 'EURUSD', digits: 5 });
    });

    it('notifies each changed instrument once per frame however many ticks arrive, and leaves the others alone', async () => {
      const { feed, frames, runFrames, socket } = await connected(['EURUSD', 'GBPUSD', 'USDJPY']);
      const calls = { EURUSD: 0, GBPUSD: 0, USDJPY: 0 };
      for (const instrument of Object.keys(calls) as (keyof typeof calls)[]) {
        feed.subscribeQuote(instrument, () => calls[instrument]++);
      }
      await settle();
      for (let update = 0; update < 3_000; update++) socket.receive(tick(1 + update / 100_000));
      socket.receive({ data: { GBPUSD: { bid: 1.27, ask: 1.27009 } } });
      await settle();
      expect(frames, 'one flush scheduled').to.have.length(1);
      expect(calls).to.deep.equal({ EURUSD: 0, GBPUSD: 0, USDJPY: 0 });
      runFrames();
      expect(calls).to.deep.equal({ EURUSD: 1, GBPUSD: 1, USDJPY: 0 });
      expect(feed.getQuote('EURUSD')!.bid).to.equal(1 + 2_999 / 100_000);
      await settle();
      socket.receive(tick(2));
      await settle();
      runFrames();
      expect(calls).to.deep.equal({ EURUSD: 2, GBPUSD: 1, USDJPY: 0 });
    });

    it('tells of at most INSTRUMENTS_PER_FLUSH instruments a flush, the longest waiting first in the next', async () => {
      const instruments = Array.from({ length: INSTRUMENTS_PER_FLUSH + 3 }, (_, index) => `I${index}`);
      const { feed, frames, runFrames, socket } = await connected(instruments);
      const told: string[][] = [];
      for (const instrument of instruments) {
        feed.subscribeQuote(instrument, () => told.at(-1)!.push(instrument));
      }
      await settle();
      const quotes = (bid: number, list: string[]) =>
        Object.fromEntries(list.map((instrument) => [instrument, { bid, ask: bid + 0.0001 }]));
      socket.receive({ data: quotes(1.1, instruments) });
      await settle();
      told.push([]);
      runFrames();
      expect(told[0]).to.deep.equal(instruments.slice(0, INSTRUMENTS_PER_FLUSH));
      expect(frames, 'the rest wait for the next flush').to.have.length(1);
      // A new change to a waiting instrument keeps its place; a new instrument queues behind.
      await settle();
      socket.receive({ data: quotes(1.2, [instruments.at(-1)!, instruments[0]!]) });
      await settle();
      told.push([]);
      runFrames();
      expect(told[1]).to.deep.equal([...instruments.slice(INSTRUMENTS_PER_FLUSH), instruments[0]]);
      expect(frames).to.have.length(0);
    });

    it('stops notifying a listener after its unsubscribe', async () => {
      const { feed, runFrames, socket } = await connected();
      let calls = 0;
      const unsubscribe = feed.subscribeQuote('EURUSD', () => calls++);
      unsubscribe();
      await settle();
      socket.receive(tick(1.1));
      await settle();
      runFrames();
      expect(calls).to.equal(0);
    });
  });
});
