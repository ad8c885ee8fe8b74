import { expect } from '@open-wc/testing';
import { ContentShapeError } from '../../services/content/content-source';
import { nextOrder, readTypicalSpreads, sortRows, spreadRow, spreadsUrl, type SpreadRow } from './spreads-table.model';

const NOW = 1_700_000_000;
const quote = (bid: number, ask: number, ageSeconds = 0, digits = 5) => ({ bid, ask, digits, time: NOW - ageSeconds });

describe('spreads-table model', () => {
  it('reads typical spreads, dropping entries that are not numbers', () => {
    expect(
      readTypicalSpreads({ data: { EURUSD: 0.00006, GBPUSD: '0.00009', X: 'n/a', Y: null, Z: -1 } }),
    ).to.deep.equal({
      EURUSD: 0.00006,
      GBPUSD: 0.00009,
    });
  });

  it('treats {} and no entries as nothing to show, another shape as an error', () => {
    expect(readTypicalSpreads({})).to.equal(null);
    expect(readTypicalSpreads({ data: {} })).to.equal(null);
    expect(() => readTypicalSpreads({ data: [1] })).to.throw(ContentShapeError);
    expect(() => readTypicalSpreads([])).to.throw(ContentShapeError);
  });

  it('builds the request URL with the instrument list', () => {
    expect(spreadsUrl('/api/ajax/quotes_typical_spreads', ['EURUSD', 'US500'])).to.equal(
      '/api/ajax/quotes_typical_spreads?instruments=EURUSD,US500',
    );
    expect(spreadsUrl('/s?a=1', ['EURUSD'])).to.equal('/s?a=1&instruments=EURUSD');
    expect(spreadsUrl('/s', [])).to.equal('');
  });

  it('takes the live spread as ask − bid with the quote decimals, without float noise', () => {
    const row = spreadRow('EURUSD', 'EURUSD', quote(1.085, 1.08506), 0.00006, NOW);
    expect(row).to.deep.equal({
      instrument: 'EURUSD',
      name: 'EURUSD',
      live: 0.00006,
      liveDecimals: 5,
      stale: false,
      time: NOW,
      typical: 0.00006,
    });
    expect(spreadRow('USDJPY', 'USDJPY', quote(151.5, 151.508, 0, 3), undefined, NOW).live).to.equal(0.008);
  });

  it('marks a quote older than 1800 s stale, and a missing quote or spread unavailable', () => {
    expect(spreadRow('A', 'A', quote(1, 1.1, 1800), undefined, NOW).stale).to.equal(false);
    expect(spreadRow('A', 'A', quote(1, 1.1, 1801), undefined, NOW).stale).to.equal(true);
    const missing = spreadRow('A', 'A', undefined, undefined, NOW);
    expect([missing.live, missing.typical, missing.stale, missing.time]).to.deep.equal([null, null, false, null]);
  });

  it('sorts by a column either way, rows without the value last, ties in the given order', () => {
    const row = (name: string, live: number | null, typical: number | null) =>
      ({ instrument: name, name, live, typical, liveDecimals: 5, stale: false, time: null }) as SpreadRow;
    const rows = [row('GBPUSD', 2, null), row('EURUSD', null, 1), row('AUDUSD', 1, 3), row('US500', 1, 2)];
    const names = (order: Parameters<typeof sortRows>[1]) => sortRows(rows, order).map((item) => item.name);
    expect(names(null)).to.deep.equal(['GBPUSD', 'EURUSD', 'AUDUSD', 'US500']);
    expect(names({ key: 'live', direction: 'ascending' })).to.deep.equal(['AUDUSD', 'US500', 'GBPUSD', 'EURUSD']);
    expect(names({ key: 'live', direction: 'descending' })).to.deep.equal(['GBPUSD', 'AUDUSD', 'US500', 'EURUSD']);
    expect(names({ key: 'typical', direction: 'descending' })).to.deep.equal(['AUDUSD', 'US500', 'EURUSD', 'GBPUSD']);
    expect(names({ key: 'instrument', direction: 'ascending' })).to.deep.equal(['AUDUSD', 'EURUSD', 'GBPUSD', 'US500']);
  });

  it('sorts a new column ascending first, then toggles', () => {
    expect(nextOrder(null, 'live')).to.deep.equal({ key: 'live', direction: 'ascending' });
    expect(nextOrder({ key: 'live', direction: 'ascending' }, 'live')).to.deep.equal({
      key: 'live',
      direction: 'descending',
    });
    expect(nextOrder({ key: 'live', direction: 'descending' }, 'typical')).to.deep.equal({
      key: 'typical',
      direction: 'ascending',
    });
  });
});
