import { expect } from '@open-wc/testing';
import type { EngineCommand } from './engine-protocol';
import { readQuote } from './feed-protocol';
import { createQuoteStore, INSTRUMENTS_PER_FLUSH } from './quote-store';

const quote = (bid: number) => readQuote('EURUSD', { bid, ask: bid + 0.1 }, undefined, 1_700_000_000)!;

describe('the page quote store', () => {
  it("tells who listens: an instrument's first listener and its last one's leaving, once each", () => {
    let changes = 0;
    const store = createQuoteStore(
      () => undefined,
      () => undefined,
      () => changes++,
    );
    const stopA = store.subscribe('EURUSD', () => undefined);
    const stopB = store.subscribe('EURUSD', () => undefined);
    store.subscribe('GBPUSD', () => undefined);
    expect([changes, store.rows()]).to.deep.equal([2, ['EURUSD', 'GBPUSD']]);
    stopA();
    stopA(); // a second call changes nothing
    expect([changes, store.rows()]).to.deep.equal([2, ['EURUSD', 'GBPUSD']]);
    stopB();
    expect([changes, store.rows()]).to.deep.equal([3, ['GBPUSD']]);
  });

  it('tells each listener of a batch at the flush, a listener subscribed twice twice, and then says ready', () => {
    let flush = () => {};
    const sent: EngineCommand[] = [];
    const store = createQuoteStore(
      (run) => void (flush = run),
      (command) => sent.push(command),
      () => undefined,
    );
    const heard: string[] = [];
    const listener = () => heard.push('tick');
    store.subscribe('EURUSD', listener);
    store.subscribe('EURUSD', listener);
    store.receive({ quotes: { EURUSD: quote(1.1) }, hurry: false });
    expect([heard, sent]).to.deep.equal([[], []]);
    flush();
    expect(heard).to.deep.equal(['tick', 'tick']);
    expect(sent).to.deep.equal([{ kind: 'ready' }]);
  });

  it('tells of as many instruments as the flush may, INSTRUMENTS_PER_FLUSH when it does not say, the rest at the next', () => {
    const flushes: ((limit?: number) => void)[] = [];
    const store = createQuoteStore(
      (run) => void flushes.push(run),
      () => undefined,
      () => undefined,
    );
    const told: string[] = [];
    const codes = Array.from({ length: INSTRUMENTS_PER_FLUSH + 12 }, (_, index) => `I${index}`);
    for (const code of codes) store.subscribe(code, () => told.push(code));
    store.receive({
      quotes: Object.fromEntries(codes.map((code) => [code, { ...quote(1.1), name: code }])),
      hurry: false,
    });
    flushes.shift()!(10);
    expect(told).to.deep.equal(codes.slice(0, 10));
    flushes.shift()!();
    expect(told).to.deep.equal(codes.slice(0, 10 + INSTRUMENTS_PER_FLUSH));
    flushes.shift()!(Infinity);
    expect([told, flushes.length]).to.deep.equal([codes, 0]);
  });

  it('says ready at once for a batch no row will show, and hurries a waiting flush', () => {
    let hurried = 0;
    const sent: EngineCommand[] = [];
    const store = createQuoteStore(
      () => ({ hurry: () => void hurried++ }),
      (command) => sent.push(command),
      () => undefined,
    );
    store.receive({ quotes: { EURUSD: quote(1.1) }, hurry: false }); // nobody listens
    expect(sent).to.deep.equal([{ kind: 'ready' }]);
    store.subscribe('EURUSD', () => undefined);
    store.receive({ quotes: { EURUSD: quote(1.2) }, hurry: true });
    expect([sent.length, hurried]).to.deep.equal([1, 1]);
  });

  it('shows the instruments still waiting after a hurried flush at the next frames too, until the stream resumes', () => {
    const flushes: { run: () => void; hurried: boolean }[] = [];
    const store = createQuoteStore(
      (run) => {
        const flush = { run, hurried: false };
        flushes.push(flush);
        return { hurry: () => void (flush.hurried = true) };
      },
      () => undefined,
      () => undefined,
    );
    const codes = Array.from({ length: 20 }, (_, index) => `I${index}`);
    for (const code of codes) store.subscribe(code, () => undefined);
    const batch = (bid: number) => Object.fromEntries(codes.map((code) => [code, { ...quote(bid), name: code }]));
    store.receive({ quotes: batch(1.1), hurry: false });
    store.receive({ quotes: {}, hurry: true }); // the stream has gone quiet
    expect(flushes.map((flush) => flush.hurried)).to.deep.equal([true]);
    flushes[0]!.run(); // eight of twenty shown
    expect(flushes[1]!.hurried, 'the rest waits for a paced flush').to.equal(true);
    store.receive({ quotes: batch(1.2), hurry: false }); // the stream resumes
    flushes[1]!.run();
    expect(flushes[2]!.hurried, 'paced again').to.equal(false);
  });
});
