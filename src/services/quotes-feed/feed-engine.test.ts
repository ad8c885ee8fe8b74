/**
 * The feed engine (what a tab's feed worker runs) driven by hand: commands in, events out; the
 * tabs' and quotes channels, the lock and the socket are stand-ins, time a fake clock. How tabs
 * elect, sync and hand over with the real Web Locks and BroadcastChannel: browser-feed.test.ts.
 */
import { expect } from '@open-wc/testing';
import { FakeClock } from '../../test/fake-clock';
import type { EngineCommand, EngineEvent } from './engine-protocol';
import { createFeedEngine } from './feed-engine';
import type { QuotesMessage, TabMessage } from './tab-messages';
import { HELLO_ANSWER_GAP_MS } from './tab-sync';
import { bidsMessage, fakeQuotesChannel } from './testing/fake-quotes-channel';
import { fakeLocks } from './testing/fake-locks';
import { FakeSocket } from './testing/fake-socket';

const data = (bids: Record<string, number>) => JSON.stringify(bidsMessage(bids));

/** Lets the engine's microtasks (its batches) and resolved promises (the token) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

function setUp({ leads }: { leads: boolean }) {
  FakeSocket.reset();
  const quotes = fakeQuotesChannel();
  const tabs = fakeQuotesChannel<TabMessage>();
  const events: EngineEvent[] = [];
  const clock = new FakeClock();
  const { lock, locks } = fakeLocks(leads);
  const handle = createFeedEngine(
    {
      openChannel: (name) => (name.endsWith(' quotes') ? quotes : tabs) as never,
      locks,
      WebSocket: FakeSocket,
      clock,
      random: () => 0.5,
    },
    (event) => events.push(event),
  );
  const send = (...commands: EngineCommand[]) => commands.forEach(handle);
  const hearQuotes = (message: QuotesMessage) => quotes.onmessage!(new MessageEvent('message', { data: message }));
  const hearTab = (message: TabMessage) => tabs.onmessage!(new MessageEvent('message', { data: message }));
  const batches = () =>
    events.flatMap((event) =>
      event.kind === 'quotes' && Object.keys(event.quotes).length > 0
        ? [Object.fromEntries(Object.entries(event.quotes).map(([name, { bid }]) => [name, bid]))]
        : [],
    );
  send({ kind: 'start', url: 'wss://quotes.example/ws', timings: {}, tabTimings: {}, solo: false });
  send({ kind: 'listen', wants: ['EURUSD', 'GBPUSD'], rows: ['EURUSD'] });
  const me = tabs.sent.find((message) => message.kind === 'wants')!.tab;
  return { quotes, tabs, events, send, hearQuotes, hearTab, batches, clock, lock, me };
}

/** Leads with an open socket that has brought EURUSD and GBPUSD. */
async function leading() {
  const engine = setUp({ leads: true });
  await settle();
  const ask = engine.events.find((event) => event.kind === 'token');
  expect(ask, 'the engine asks the page for a token').to.deep.equal({ kind: 'token', id: 1 });
  engine.send({ kind: 'token', id: 1, token: 't' });
  await settle();
  FakeSocket.last.open();
  FakeSocket.last.receive(JSON.parse(data({ EURUSD: 1.1, GBPUSD: 1.3 })));
  await settle();
  return engine;
}

describe('the feed engine (a tab feed worker)', () => {
  it("following, announces the page's instruments, shows the leader's status and the quotes it relays", async () => {
    const { tabs, hearQuotes, hearTab, batches, events, send, me } = setUp({ leads: false });
    expect(tabs.sent[0]).to.deep.equal({ kind: 'wants', tab: me, instruments: ['EURUSD', 'GBPUSD'] });
    hearTab({ kind: 'status', status: 'live' });
    hearQuotes({ kind: 'quotes', text: data({ EURUSD: 1.1, GBPUSD: 1.3 }) });
    await settle();
    expect(batches(), "only the rows' instruments").to.deep.equal([{ EURUSD: 1.1 }]);
    expect(events.filter((event) => event.kind === 'status')).to.deep.equal([{ kind: 'status', status: 'live' }]);
    send({ kind: 'listen', wants: ['USDJPY'], rows: ['EURUSD'] });
    expect(tabs.sent.at(-1), 'a change is announced at once').to.deep.equal({
      kind: 'wants',
      tab: me,
      instruments: ['USDJPY'],
    });
  });

  it("answers a new leader's hello with its instruments at once, and a flood of hellos once more at the window's end", () => {
    const { tabs, hearTab, clock, me } = setUp({ leads: false });
    const answers = () => tabs.sent.filter((message) => message.kind === 'wants' && message.tab === me).length;
    const first = answers();
    hearTab({ kind: 'hello', tab: 'leader' });
    expect(answers(), 'the hello answered at once').to.equal(first + 1);
    for (let hello = 0; hello < 1_000; hello++) hearTab({ kind: 'hello', tab: `flood-${hello}` });
    expect(answers(), 'the flood within the window').to.equal(first + 1);
    clock.advance(HELLO_ANSWER_GAP_MS);
    expect(answers(), "the flood answered once at the window's end").to.equal(first + 2);
    clock.advance(HELLO_ANSWER_GAP_MS);
    expect(answers(), 'nothing waited').to.equal(first + 2);
    hearTab({ kind: 'hello', tab: 'leader' });
    expect(answers(), 'the next hello answered at once').to.equal(first + 3);
  });

  it('takes a snapshot meant for this tab, ignores one for another, and ignores what does not read', async () => {
    const { quotes, hearQuotes, batches, me } = setUp({ leads: false });
    hearQuotes({ kind: 'snapshot', to: 'other', quotes: { EURUSD: { bid: 1.3, ask: 1.31 } } as never });
    hearQuotes({ kind: 'quotes', text: 'not json' });
    quotes.onmessage!(new MessageEvent('message', { data: { kind: 'quotes' } }));
    hearQuotes({ kind: 'snapshot', to: me, quotes: { EURUSD: { bid: 1.1, ask: 1.11 } } as never });
    await settle();
    expect(batches()).to.deep.equal([{ EURUSD: 1.1 }]);
  });

  it('leading, streams the union from its socket, relays only while another tab wants quotes, and welcomes a newcomer', async () => {
    const { quotes, tabs, hearTab, hearQuotes, batches, events } = await leading();
    expect(FakeSocket.last.messages[0]).to.deep.equal({ token: 't', instruments: 'EURUSD,GBPUSD' });
    expect(tabs.sent.map((message) => message.kind)).to.include.members(['hello', 'status']);
    hearQuotes({ kind: 'quotes', text: data({ EURUSD: 9 }) }); // a leader hears no other leader
    expect(quotes.sent, 'nobody else wants quotes').to.deep.equal([]);
    hearTab({ kind: 'wants', tab: 'other', instruments: ['GBPUSD', 'USDJPY'] });
    FakeSocket.last.receive(JSON.parse(data({ GBPUSD: 1.4 })));
    await settle();
    expect(batches()).to.deep.equal([{ EURUSD: 1.1 }]);
    expect(events).to.deep.include({ kind: 'status', status: 'live' });
    expect(quotes.sent.map((message) => message.kind)).to.deep.equal(['snapshot', 'quotes']);
    expect(quotes.sent[0]).to.include({ kind: 'snapshot', to: 'other' });
    expect(Object.keys((quotes.sent[0] as { quotes: object }).quotes), 'the quotes it holds').to.deep.equal(['GBPUSD']);
    expect(tabs.sent.at(-1), 'the status, for the newcomer').to.deep.equal({ kind: 'status', status: 'live' });
  });

  it('on pagehide says goodbye, gives up the lock, closes the socket at once, and joins again on pageshow', async () => {
    const { tabs, send, lock, events, me } = await leading();
    send({ kind: 'page', event: 'hide' });
    expect(FakeSocket.last.closedByClient).to.equal(true);
    expect(tabs.sent).to.deep.include({ kind: 'bye', tab: me });
    expect(tabs.closed).to.equal(true);
    await settle();
    expect(lock.held).to.equal(false);
    expect(events.at(-1)).to.deep.equal({ kind: 'status', status: 'reconnecting' });
    send({ kind: 'page', event: 'show' });
    expect(lock.requests).to.equal(2);
  });

  it('stops: the socket, the lock and the channels go at once', async () => {
    const { quotes, tabs, send, lock } = await leading();
    send({ kind: 'stop' });
    expect(FakeSocket.last.closedByClient).to.equal(true);
    expect([quotes.closed, tabs.closed]).to.deep.equal([true, true]);
    await settle();
    expect(lock.held).to.equal(false);
  });

  it('solo (tabs cannot share), streams its own instruments on a socket of its own, with no lock and no channel, and never reconnects once stopped', async () => {
    FakeSocket.reset();
    const events: EngineEvent[] = [];
    const clock = new FakeClock();
    const handle = createFeedEngine(
      {
        openChannel: () => expect.fail('a solo engine opens no channel'),
        locks: { request: () => expect.fail('a solo engine asks for no lock') },
        WebSocket: FakeSocket,
        clock,
        random: () => 0.5,
      },
      (event) => events.push(event),
    );
    handle({ kind: 'start', url: 'wss://quotes.example/ws', timings: {}, tabTimings: {}, solo: true });
    handle({ kind: 'listen', wants: ['EURUSD', 'GBPUSD'], rows: ['EURUSD'] });
    expect(events.filter((event) => event.kind === 'token')).to.deep.equal([{ kind: 'token', id: 1 }]);
    handle({ kind: 'token', id: 1, token: 't' });
    await settle();
    FakeSocket.last.open();
    expect(FakeSocket.last.messages[0]).to.deep.equal({ token: 't', instruments: 'EURUSD,GBPUSD' });
    FakeSocket.last.receive(JSON.parse(data({ EURUSD: 1.1, GBPUSD: 1.3 })));
    await settle();
    const quotes = events.filter((event) => event.kind === 'quotes').map((event) => Object.keys(event.quotes));
    expect(quotes, "only the rows' instruments").to.deep.equal([['EURUSD']]);
    expect(events).to.deep.include({ kind: 'status', status: 'live' });
    handle({ kind: 'page', event: 'hide' });
    expect(FakeSocket.last.closedByClient, 'pagehide closes the socket at once').to.equal(true);
    expect(events.at(-1)).to.deep.equal({ kind: 'status', status: 'reconnecting' });
    handle({ kind: 'page', event: 'show' });
    expect(FakeSocket.instances, 'pageshow reconnects with the fresh token').to.have.length(2);
    expect(events.filter((event) => event.kind === 'token')).to.have.length(1);
    handle({ kind: 'stop' });
    expect(FakeSocket.last.closedByClient).to.equal(true);
    // Past every reconnect delay and deadline of the feed (its backoff tops out at 72 s).
    clock.advance(10 * 60_000);
    await settle();
    expect(FakeSocket.instances, 'a socket was opened again after the stop').to.have.length(2);
    expect(
      events.filter((event) => event.kind === 'token'),
      'a token asked for after the stop',
    ).to.have.length(1);
  });
});
