import { expect } from '@open-wc/testing';
import { readQuote } from './feed-protocol';
import { createQuoteStore } from './quote-store';

describe('the page quote store', () => {
  it("tells who listens: an instrument's first listener and its last one's leaving, once each", () => {
    let changes = 0;
    const store = createQuoteStore(
      () => undefined,
      () => changes++,
    );
    const stopA = store.subscribe('EURUSD', () => undefined);
    const stopB = store.subscribe('EURUSD', () => undefined);
    store.subscribe('GBPUSD', () => undefined);
    expect([changes, store.listened()]).to.deep.equal([2, ['EURUSD', 'GBPUSD']]);
    stopA();
    stopA(); // a second call changes nothing
    expect([changes, store.listened()]).to.deep.equal([2, ['EURUSD', 'GBPUSD']]);
    stopB();
    expect([changes, store.listened()]).to.deep.equal([3, ['GBPUSD']]);
  });

  it('tells each listener of a change at the flush, a listener subscribed twice twice', () => {
    let flush = () => {};
    const store = createQuoteStore((run) => void (flush = run));
    const heard: string[] = [];
    const listener = () => heard.push('tick');
    store.subscribe('EURUSD', listener);
    store.subscribe('EURUSD', listener);
    expect(store.put({ EURUSD: readQuote('EURUSD', { bid: 1.1, ask: 1.2 }, undefined, 1_700_000_000)! })).to.equal(
      true,
    );
    expect(heard).to.deep.equal([]);
    flush();
    expect(heard).to.deep.equal(['tick', 'tick']);
  });
});
