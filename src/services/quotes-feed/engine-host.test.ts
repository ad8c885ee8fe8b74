/**
 * The page's side of the browser-wide feed with its engine in the page (a browser that refuses
 * the worker at once), on stand-ins for the lock, the channels and the socket, and hand-run
 * frames: the fallback, the rows' copy of the quotes, one batch per rendered frame, the token the
 * page fetches. The worker itself, and a page whose policy refuses it later (an `error` event),
 * are browser-feed.windows.test.ts.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { captureConsole } from '../../test/harness';
import { createBrowserFeed } from './browser-feed';
import { bidsMessage, fakeQuotesChannel } from './testing/fake-quotes-channel';
import { fakeLocks } from './testing/fake-locks';
import { FakeSocket } from './testing/fake-socket';

describe('the page side of the browser-wide feed, its engine refused a worker', () => {
  const NativeWorker = Worker;
  let console: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    FakeSocket.reset();
    console = captureConsole();
    globalThis.Worker = class {
      constructor() {
        throw new DOMException('Refused', 'SecurityError');
      }
    } as unknown as typeof Worker;
  });
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    globalThis.Worker = NativeWorker;
    console.restore();
  });

  /** A leading tab whose socket is open, with a row listening to EURUSD. */
  async function leading() {
    const frames: (() => void)[] = [];
    const feed = createBrowserFeed({
      url: 'wss://quotes.example/ws',
      fetchToken: async () => 'page-token',
      scheduleFlush: (flush) => void frames.push(flush),
      openChannel: () => fakeQuotesChannel() as never,
      locks: fakeLocks(true).locks,
      WebSocket: FakeSocket,
      watchPage: () => () => undefined,
    });
    const subscription = feed.subscribe(['EURUSD']);
    const told: number[] = [];
    const stopListening = feed.subscribeQuote('EURUSD', () => told.push(feed.getQuote('EURUSD')!.bid));
    await waitUntil(() => FakeSocket.instances.length === 1, 'no socket');
    FakeSocket.last.open();
    cleanups.push(stopListening, () => subscription.unsubscribe());
    const renderFrame = () => frames.splice(0).forEach((flush) => flush());
    return { feed, frames, renderFrame, told };
  }

  it('runs the engine in the page when the worker is refused at once, after one console error', async () => {
    const { feed, renderFrame, told } = await leading();
    expect(FakeSocket.last.messages[0], 'the token the page fetched').to.deep.equal({
      token: 'page-token',
      instruments: 'EURUSD',
    });
    FakeSocket.last.receive(bidsMessage({ EURUSD: 1.1 }));
    await waitUntil(() => feed.getQuote('EURUSD'), 'no quote on the page');
    renderFrame();
    expect(told).to.deep.equal([1.1]);
    expect(console.messages).to.have.length(1);
    expect(console.messages[0]).to.include('Quotes feed: its worker could not start');
  });

  it('takes the next batch only after rendering the last, then what changed in between', async () => {
    const { feed, renderFrame, frames } = await leading();
    FakeSocket.last.receive(bidsMessage({ EURUSD: 1.1 }));
    await waitUntil(() => feed.getQuote('EURUSD'), 'no quote on the page');
    FakeSocket.last.receive(bidsMessage({ EURUSD: 1.2 }));
    FakeSocket.last.receive(bidsMessage({ EURUSD: 1.3 }));
    await new Promise((resolve) => setTimeout(resolve));
    expect(feed.getQuote('EURUSD')!.bid, 'the page holds its batch until it renders').to.equal(1.1);
    expect(frames).to.have.length(1);
    renderFrame();
    await waitUntil(() => feed.getQuote('EURUSD')!.bid === 1.3, 'the changes in between did not come');
  });
});
