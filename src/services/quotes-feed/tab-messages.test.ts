import { expect } from '@open-wc/testing';
import { readQuotesMessage, readTabMessage, TAB_LIMITS, type QuotesMessage, type TabMessage } from './tab-messages';

const NOW_SECONDS = 1_700_000_000;

describe('tab messages (the channels between the tabs of one feed)', () => {
  it('reads every message a tab sends on the tabs channel', () => {
    const messages: TabMessage[] = [
      { kind: 'wants', tab: 't1', instruments: ['EURUSD', 'GBPUSD'] },
      { kind: 'wants', tab: 't1', instruments: [] },
      { kind: 'bye', tab: 't1' },
      { kind: 'hello', tab: 't2' },
      { kind: 'status', status: 'live' },
      { kind: 'status', status: 'reconnecting' },
    ];
    // Through a real structured clone, as the channel posts them.
    for (const message of messages) expect(readTabMessage(structuredClone(message))).to.deep.equal(message);
  });

  it('reads every message of the quotes channel', () => {
    const messages: QuotesMessage[] = [
      { kind: 'quotes', text: '{"data":{"EURUSD":{"bid":1.1,"ask":1.2}}}' },
      {
        kind: 'snapshot',
        to: 't1',
        quotes: {
          EURUSD: { name: 'EUR/USD', slug: 'eurusd', bid: 1.1, ask: 1.2, spread: 1, state: 'up', time: 1, digits: 5 },
        },
      },
    ];
    for (const message of messages)
      expect(readQuotesMessage(structuredClone(message), NOW_SECONDS)).to.deep.equal(message);
  });

  it('keeps only the fields of the message', () => {
    expect(readTabMessage({ kind: 'bye', tab: 't1', extra: 1 })).to.deep.equal({ kind: 'bye', tab: 't1' });
  });

  it('ignores anything else', () => {
    const wrong: unknown[] = [
      null,
      'wants',
      [],
      { kind: 'nope', tab: 't1' },
      { kind: 'wants', tab: 't1' },
      { kind: 'wants', tab: '', instruments: [] },
      { kind: 'wants', tab: 't1', instruments: 'EURUSD' },
      { kind: 'wants', tab: 't1', instruments: ['EURUSD', 3] },
      { kind: 'bye' },
      { kind: 'hello', tab: 7 },
      { kind: 'status', status: 'dead' },
      { kind: 'quotes', text: '{"data":{}}' },
    ];
    for (const value of wrong) expect(readTabMessage(value), JSON.stringify(value)).to.equal(null);
    const wrongQuotes: unknown[] = [
      null,
      { kind: 'quotes', text: '' },
      { kind: 'quotes', text: { data: {} } },
      { kind: 'snapshot', to: 't1', quotes: { EURUSD: 1 } },
      { kind: 'snapshot', quotes: {} },
      { kind: 'status', status: 'live' },
    ];
    for (const value of wrongQuotes)
      expect(readQuotesMessage(value, NOW_SECONDS), JSON.stringify(value)).to.equal(null);
  });

  it('reads a snapshot’s quotes as the socket’s: a field of the wrong kind never reaches a view, an entry without prices is left out', () => {
    const message = readQuotesMessage(
      {
        kind: 'snapshot',
        to: 't1',
        quotes: {
          BTCUSD: {
            symbol: { evil: 1 },
            name: ['x'],
            slug: 7,
            bid: '30000.5',
            ask: 30001,
            d_c: { n: 1 },
            state: 'sideways',
          },
          ETHUSD: { bid: 'lots', ask: 2 },
          EURUSD: 1,
          'EUR,USD': { bid: 1, ask: 2 },
        },
      },
      NOW_SECONDS,
    );
    expect(message).to.deep.equal({
      kind: 'snapshot',
      to: 't1',
      quotes: {
        BTCUSD: {
          name: 'BTCUSD',
          slug: 'btcusd',
          bid: 30000.5,
          ask: 30001,
          spread: 0,
          state: 'down',
          time: NOW_SECONDS,
          digits: 1,
        },
      },
    });
  });

  it('refuses what goes past the limits: a long tab id or instrument, too many instruments, a huge socket message', () => {
    const many = Array.from({ length: TAB_LIMITS.instruments + 1 }, (_, index) => `I${index}`);
    const tooMuch: unknown[] = [
      { kind: 'wants', tab: 't'.repeat(TAB_LIMITS.tabIdChars + 1), instruments: ['EURUSD'] },
      { kind: 'wants', tab: 't1', instruments: ['E'.repeat(TAB_LIMITS.instrumentChars + 1)] },
      { kind: 'wants', tab: 't1', instruments: many },
      { kind: 'wants', tab: 't1', instruments: ['EURUSD,GBPUSD'] },
      { kind: 'hello', tab: 't'.repeat(TAB_LIMITS.tabIdChars + 1) },
    ];
    for (const value of tooMuch) expect(readTabMessage(value)).to.equal(null);
    expect(readTabMessage({ kind: 'wants', tab: 't1', instruments: many.slice(1) })).not.to.equal(null);
    const quotes = Object.fromEntries(many.map((instrument) => [instrument, { bid: 1, ask: 2 }]));
    expect(readQuotesMessage({ kind: 'snapshot', to: 't1', quotes }, NOW_SECONDS)).to.equal(null);
    expect(readQuotesMessage({ kind: 'snapshot', to: 't'.repeat(65), quotes: {} }, NOW_SECONDS)).to.equal(null);
    const text = JSON.stringify({ data: { EURUSD: { bid: 1, ask: 2, name: 'x'.repeat(TAB_LIMITS.quotesChars) } } });
    expect(readQuotesMessage({ kind: 'quotes', text }, NOW_SECONDS)).to.equal(null);
  });
});
