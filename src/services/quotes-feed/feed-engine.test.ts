/**
 * The feed engine (what a tab's feed worker runs) driven by hand: commands in, events out, the
 * quotes channel and the socket stand-ins, time a fake clock. The page gets its own instruments
 * only, in batches, and the next batch only after its `ready`.
 */
import { expect } from '@open-wc/testing';
import { FakeClock } from '../../test/fake-clock';
import { createFeedEngine, SETTLED_AFTER_MS, type EngineCommand, type EngineEvent } from './feed-engine';
import { INSTRUMENTS_PER_FLUSH } from './quote-store';
import type { QuotesMessage } from './tab-messages';
import { bidsMessage, fakeQuotesChannel } from './testing/fake-quotes-channel';
import { FakeSocket } from './testing/fake-socket';

const data = (bids: Record<string, number>) => JSON.stringify(bidsMessage(bids));

/** Lets the engine's microtasks (its batches) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

function setUp() {
  FakeSocket.reset();
  const channel = fakeQuotesChannel();
  const events: EngineEvent[] = [];
  const clock = new FakeClock();
  const engine = createFeedEngine(
    { openChannel: () => channel, WebSocket: FakeSocket, clock, random: () => 0.5 },
    (event) => events.push(event),
  );
  const send = (...commands: EngineCommand[]) => commands.forEach(engine);
  /** The leader's message, as the quotes channel delivers it. */
  const relayed = (message: QuotesMessage) => channel.onmessage!(new MessageEvent('message', { data: message }));
  const batches = () =>
    events.flatMap((event) =>
      event.kind === 'quotes'
        ? [Object.fromEntries(Object.entries(event.quotes).map(([name, { bid }]) => [name, bid]))]
        : [],
    );
  send({ kind: 'join', channel: 'quotes', tab: 'me' });
  return { channel, events, send, relayed, batches, clock };
}

describe('the feed engine (a tab feed worker)', () => {
  it("sends the page its own instruments' quotes, one batch until the page is ready, then what changed since", async () => {
    const { send, relayed, batches } = setUp();
    send({ kind: 'listen', instruments: ['EURUSD', 'GBPUSD'] });
    relayed({ kind: 'quotes', text: data({ EURUSD: 1.1, GBPUSD: 1.3, USDJPY: 150 }) });
    await settle();
    expect(batches()).to.deep.equal([{ EURUSD: 1.1, GBPUSD: 1.3 }]);
    relayed({ kind: 'quotes', text: data({ EURUSD: 1.2 }) });
    relayed({ kind: 'quotes', text: data({ EURUSD: 1.25, USDJPY: 151 }) });
    await settle();
    expect(batches(), 'nothing before the page is ready').to.have.length(1);
    send({ kind: 'ready' });
    await settle();
    expect(batches()).to.deep.equal([{ EURUSD: 1.1, GBPUSD: 1.3 }, { EURUSD: 1.25 }]);
    send({ kind: 'ready' });
    await settle();
    expect(batches(), 'ready with nothing new sends nothing').to.have.length(2);
    relayed({ kind: 'quotes', text: data({ GBPUSD: 1.31 }) });
    await settle();
    expect(batches().at(-1), 'a ready page gets the next change at once').to.deep.equal({ GBPUSD: 1.31 });
  });

  it('tells the page the batch it holds is the last of a stream once no news came for SETTLED_AFTER_MS', async () => {
    const { send, relayed, events, clock } = setUp();
    const settledEvents = () => events.filter((event) => event.kind === 'settled').length;
    send({ kind: 'listen', instruments: ['EURUSD'] });
    relayed({ kind: 'quotes', text: data({ EURUSD: 1.1 }) });
    await settle();
    relayed({ kind: 'quotes', text: data({ EURUSD: 1.2 }) });
    clock.advance(SETTLED_AFTER_MS - 1);
    relayed({ kind: 'quotes', text: data({ EURUSD: 1.3 }) });
    clock.advance(SETTLED_AFTER_MS - 1);
    expect(settledEvents(), 'news came within the window').to.equal(0);
    clock.advance(1);
    expect(settledEvents()).to.equal(1);
    clock.advance(SETTLED_AFTER_MS * 3);
    expect(settledEvents(), 'once a held batch').to.equal(1);
    send({ kind: 'ready' });
    await settle();
    const last = events.at(-1);
    expect(last).to.include({ kind: 'quotes', hurry: true });
    expect(events.find((event) => event.kind === 'quotes')).to.include({ hurry: false });
  });

  it('sends every changed instrument in one batch, however many (the page paces its rows)', async () => {
    const { send, relayed, batches } = setUp();
    const names = Array.from({ length: INSTRUMENTS_PER_FLUSH * 3 }, (_, index) => `I${index}`);
    send({ kind: 'listen', instruments: names });
    relayed({ kind: 'quotes', text: data({ I0: 1 }) });
    await settle();
    relayed({ kind: 'quotes', text: data(Object.fromEntries(names.map((name) => [name, 2]))) });
    send({ kind: 'ready' });
    await settle();
    expect(batches().map(Object.keys)).to.deep.equal([['I0'], names]);
  });

  it('sends the latest quote of an instrument the page has just added at once, ready or not, hurried; no more of one it dropped', async () => {
    const { send, relayed, batches, events } = setUp();
    send({ kind: 'listen', instruments: ['EURUSD'] });
    relayed({ kind: 'quotes', text: data({ EURUSD: 1.1, USDJPY: 150 }) });
    await settle();
    send({ kind: 'listen', instruments: ['USDJPY'] });
    expect(events.at(-1), 'before the page is ready').to.deep.include({ kind: 'quotes', hurry: true });
    send({ kind: 'ready' });
    relayed({ kind: 'quotes', text: data({ EURUSD: 1.2 }) });
    await settle();
    expect(batches()).to.deep.equal([{ EURUSD: 1.1 }, { USDJPY: 150 }]);
  });

  it('takes a snapshot meant for this tab, ignores one for another, and ignores what does not read', async () => {
    const { send, relayed, batches, channel } = setUp();
    send({ kind: 'listen', instruments: ['EURUSD', 'GBPUSD'] });
    relayed({ kind: 'snapshot', to: 'other', quotes: { GBPUSD: { bid: 1.3, ask: 1.31 } } as never });
    relayed({ kind: 'quotes', text: 'not json' });
    channel.onmessage!(new MessageEvent('message', { data: { kind: 'quotes' } }));
    relayed({ kind: 'snapshot', to: 'me', quotes: { EURUSD: { bid: 1.1, ask: 1.11 } } as never });
    await settle();
    expect(batches()).to.deep.equal([{ EURUSD: 1.1 }]);
  });

  it("leading, it streams from its socket, relays while told to, stops hearing the channel, and snapshots a tab's instruments", async () => {
    const { send, relayed, batches, channel, events } = setUp();
    send({ kind: 'listen', instruments: ['EURUSD'] }, { kind: 'lead', url: 'wss://quotes.example/ws', timings: {} });
    send({ kind: 'subscribe', id: 1, instruments: ['EURUSD', 'GBPUSD'] });
    const ask = events.find((event) => event.kind === 'token');
    expect(ask, 'the engine asks the page for a token').to.deep.equal({ kind: 'token', id: 1 });
    send({ kind: 'token', id: 1, token: 't' });
    await settle();
    FakeSocket.last.open();
    expect(FakeSocket.last.messages[0]).to.deep.equal({ token: 't', instruments: 'EURUSD,GBPUSD' });
    FakeSocket.last.receive(JSON.parse(data({ EURUSD: 1.1, GBPUSD: 1.3 })));
    relayed({ kind: 'quotes', text: data({ EURUSD: 9 }) });
    send({ kind: 'relay', on: true });
    FakeSocket.last.receive(JSON.parse(data({ GBPUSD: 1.4 })));
    send({ kind: 'snapshot', to: 'other', instruments: ['GBPUSD', 'USDJPY'] });
    await settle();
    expect(batches()).to.deep.equal([{ EURUSD: 1.1 }]);
    expect(events).to.deep.include({ kind: 'status', status: 'live' });
    expect(channel.sent.map((message) => message.kind)).to.deep.equal(['quotes', 'snapshot']);
    expect(channel.sent[1]).to.have.property('to', 'other');
    expect(Object.keys((channel.sent[1] as { quotes: object }).quotes)).to.deep.equal(['GBPUSD']);
  });

  it('leaving closes the channel and the socket at once', async () => {
    const { send, channel } = setUp();
    send(
      { kind: 'lead', url: 'wss://quotes.example/ws', timings: {} },
      { kind: 'subscribe', id: 1, instruments: ['EURUSD'] },
    );
    send({ kind: 'token', id: 1, token: 't' });
    await settle();
    FakeSocket.last.open();
    send({ kind: 'unsubscribe', id: 1 }, { kind: 'leave' });
    expect(channel.closed).to.equal(true);
    expect(FakeSocket.last.closedByClient).to.equal(true);
  });
});
