/**
 * The feed engine's store: the latest quote per instrument, and the page's batches (its rows'
 * instruments, one batch until the page is ready, then what changed since). Time is a fake clock.
 */
import { expect } from '@open-wc/testing';
import { FakeClock } from '../../test/fake-clock';
import { createEngineStore, SETTLED_AFTER_MS, type QuotesBatch } from './engine-store';
import { INSTRUMENTS_PER_FLUSH } from './quote-store';
import { bidsMessage } from './testing/fake-quotes-channel';

/** Lets the store's microtasks (its batches) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

function setUp() {
  const clock = new FakeClock();
  const sent: QuotesBatch[] = [];
  const store = createEngineStore(clock, (batch) => sent.push(batch));
  const tick = (bids: Record<string, number>) => store.apply(bidsMessage(bids).data, clock.now() / 1000);
  const batches = () =>
    sent.map(({ quotes }) => Object.fromEntries(Object.entries(quotes).map(([name, { bid }]) => [name, bid])));
  return { clock, store, sent, tick, batches };
}

describe('the feed engine store (the page batches)', () => {
  it("sends the page its rows' quotes, one batch until the page is ready, then what changed since", async () => {
    const { store, tick, batches } = setUp();
    store.listen(['EURUSD', 'GBPUSD']);
    tick({ EURUSD: 1.1, GBPUSD: 1.3, USDJPY: 150 });
    await settle();
    expect(batches()).to.deep.equal([{ EURUSD: 1.1, GBPUSD: 1.3 }]);
    tick({ EURUSD: 1.2 });
    tick({ EURUSD: 1.25, USDJPY: 151 });
    await settle();
    expect(batches(), 'nothing before the page is ready').to.have.length(1);
    store.ready();
    await settle();
    expect(batches()).to.deep.equal([{ EURUSD: 1.1, GBPUSD: 1.3 }, { EURUSD: 1.25 }]);
    store.ready();
    await settle();
    expect(batches(), 'ready with nothing new sends nothing').to.have.length(2);
    tick({ GBPUSD: 1.31 });
    await settle();
    expect(batches().at(-1), 'a ready page gets the next change at once').to.deep.equal({ GBPUSD: 1.31 });
    expect(store.get('USDJPY')?.bid, 'the latest of every instrument').to.equal(151);
  });

  it('tells the page the batch it holds is the last of a stream once no news came for SETTLED_AFTER_MS', async () => {
    const { store, tick, sent, clock } = setUp();
    const settledBatches = () => sent.filter((batch) => Object.keys(batch.quotes).length === 0).length;
    store.listen(['EURUSD']);
    tick({ EURUSD: 1.1 });
    await settle();
    tick({ EURUSD: 1.2 });
    clock.advance(SETTLED_AFTER_MS - 1);
    tick({ EURUSD: 1.3 });
    clock.advance(SETTLED_AFTER_MS - 1);
    expect(settledBatches(), 'news came within the window').to.equal(0);
    clock.advance(1);
    expect(settledBatches()).to.equal(1);
    expect(sent.at(-1)).to.deep.equal({ quotes: {}, hurry: true });
    clock.advance(SETTLED_AFTER_MS * 3);
    expect(settledBatches(), 'once a held batch').to.equal(1);
    store.ready();
    await settle();
    expect(sent.at(-1)).to.include({ hurry: true });
    expect(sent[0]).to.include({ hurry: false });
  });

  it('sends every changed instrument in one batch, however many (the page paces its rows)', async () => {
    const { store, tick, batches } = setUp();
    const names = Array.from({ length: INSTRUMENTS_PER_FLUSH * 3 }, (_, index) => `I${index}`);
    store.listen(names);
    tick({ I0: 1 });
    await settle();
    tick(Object.fromEntries(names.map((name) => [name, 2])));
    store.ready();
    await settle();
    expect(batches().map(Object.keys)).to.deep.equal([['I0'], names]);
  });

  it('sends the latest quote of an instrument the page has just added at once, ready or not, hurried; no more of one it dropped', async () => {
    const { store, tick, batches, sent } = setUp();
    store.listen(['EURUSD']);
    tick({ EURUSD: 1.1, USDJPY: 150 });
    await settle();
    store.listen(['USDJPY']);
    expect(sent.at(-1), 'before the page is ready').to.deep.include({ hurry: true });
    store.ready();
    tick({ EURUSD: 1.2 });
    await settle();
    expect(batches()).to.deep.equal([{ EURUSD: 1.1 }, { USDJPY: 150 }]);
  });

  it('takes quotes already read (a snapshot) as news for the page, and picks the ones it holds', async () => {
    const { store, tick, batches } = setUp();
    store.listen(['EURUSD']);
    tick({ GBPUSD: 1.3 });
    store.put({ EURUSD: { ...store.get('GBPUSD')!, bid: 1.1 } });
    await settle();
    expect(batches()).to.deep.equal([{ EURUSD: 1.1 }]);
    expect(Object.keys(store.pick(['GBPUSD', 'USDJPY']))).to.deep.equal(['GBPUSD']);
  });
});
