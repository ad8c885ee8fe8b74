import { expect } from '@open-wc/testing';
import { readQuotesMessage, readTabMessage, type QuotesMessage, type TabMessage } from './tab-messages';

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
    for (const message of messages) expect(readQuotesMessage(structuredClone(message))).to.deep.equal(message);
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
    for (const value of wrongQuotes) expect(readQuotesMessage(value), JSON.stringify(value)).to.equal(null);
  });
});
