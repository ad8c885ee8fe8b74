/**
 * The page's side of a tab's feed engine, with the engine in the page (a browser that refuses
 * the worker at once) on a socket stand-in and hand-run frames: the rows' copy of the quotes, the
 * one batch per rendered frame, the token the page fetches. The worker itself, and a page whose
 * policy refuses it later (an `error` event), are browser-feed.windows.test.ts.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { captureConsole } from '../../test/harness';
import { createEngineHost } from './engine-host';
import { bidsMessage, fakeQuotesChannel } from './testing/fake-quotes-channel';
import { FakeSocket } from './testing/fake-socket';

describe('the feed engine host (the page side of a tab feed worker)', () => {
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
  afterEach(() => {
    globalThis.Worker = NativeWorker;
    console.restore();
  });

  function setUp() {
    const frames: (() => void)[] = [];
    const channel = fakeQuotesChannel();
    const host = createEngineHost({
      fetchToken: async () => 'page-token',
      scheduleFlush: (flush) => void frames.push(flush),
      runIn: 'worker',
      env: { openChannel: () => channel, WebSocket: FakeSocket },
    });
    const renderFrame = () => frames.splice(0).forEach((flush) => flush());
    return { host, renderFrame, frames };
  }

  it('runs the engine in the page when the worker is refused at once, after one console error', async () => {
    const { host, renderFrame } = setUp();
    const told: number[] = [];
    host.subscribeQuote('EURUSD', () => told.push(host.getQuote('EURUSD')!.bid));
    host.join('quotes', 'me');
    host.lead('wss://quotes.example/ws', {}).subscribe(['EURUSD']);
    await waitUntil(() => FakeSocket.instances.length === 1, 'no socket');
    FakeSocket.last.open();
    expect(FakeSocket.last.messages[0], 'the token the page fetched').to.deep.equal({
      token: 'page-token',
      instruments: 'EURUSD',
    });
    FakeSocket.last.receive(bidsMessage({ EURUSD: 1.1 }));
    await waitUntil(() => host.getQuote('EURUSD'), 'no quote on the page');
    renderFrame();
    expect(told).to.deep.equal([1.1]);
    expect(console.messages).to.have.length(1);
    expect(console.messages[0]).to.include('Quotes feed: its worker could not start');
    host.leave();
    expect(FakeSocket.last.closedByClient, 'leaving closes the socket at once').to.equal(true);
  });

  it('takes the next batch only after rendering the last, then what changed in between', async () => {
    const { host, renderFrame, frames } = setUp();
    host.subscribeQuote('EURUSD', () => undefined);
    host.join('quotes', 'me');
    host.lead('wss://quotes.example/ws', {}).subscribe(['EURUSD']);
    await waitUntil(() => FakeSocket.instances.length === 1, 'no socket');
    FakeSocket.last.open();
    FakeSocket.last.receive(bidsMessage({ EURUSD: 1.1 }));
    await waitUntil(() => host.getQuote('EURUSD'), 'no quote on the page');
    FakeSocket.last.receive(bidsMessage({ EURUSD: 1.2 }));
    FakeSocket.last.receive(bidsMessage({ EURUSD: 1.3 }));
    await new Promise((resolve) => setTimeout(resolve));
    expect(host.getQuote('EURUSD')!.bid, 'the page holds its batch until it renders').to.equal(1.1);
    expect(frames).to.have.length(1);
    renderFrame();
    await waitUntil(() => host.getQuote('EURUSD')!.bid === 1.3, 'the changes in between did not come');
    host.leave();
  });
});
