import { expect } from '@open-wc/testing';
import { ContentShapeError } from '../../services/content/content-source';
import {
  classesOf,
  filterInstruments,
  instrumentUrl,
  readInstruments,
  type Instrument,
} from './instruments-list.model';

const list: Instrument[] = [
  { symbol: 'EURUSD', name: 'Euro vs US Dollar', slug: 'eurusd', class: 'forex' },
  { symbol: 'GER40', name: 'Germany 40', slug: 'ger40', class: 'indices' },
  { symbol: 'SGO', name: 'Société Générale', slug: 'societe-generale', class: 'stocks' },
  { symbol: 'BTCUSD', name: 'Bitcoin vs US Dollar', slug: 'bitcoin', class: 'crypto' },
];

describe('instruments-list model', () => {
  it('reads the answer, leaving out entries without a symbol or with an unknown class', () => {
    expect(
      readInstruments({
        data: [
          { symbol: 'EURUSD', name: 'Euro', slug: 'eurusd', class: 'forex' },
          { symbol: 'AAPL', class: 'stocks' },
          { symbol: 'X', class: 'bonds' },
          { name: 'no symbol', class: 'forex' },
          42,
        ],
      }),
    ).to.deep.equal([
      { symbol: 'EURUSD', name: 'Euro', slug: 'eurusd', class: 'forex' },
      { symbol: 'AAPL', name: 'AAPL', slug: 'aapl', class: 'stocks' },
    ]);
  });

  it('treats {} and an empty list as nothing to show, another shape as an error', () => {
    expect(readInstruments({})).to.equal(null);
    expect(readInstruments({ data: [] })).to.equal(null);
    expect(readInstruments({ data: [{ symbol: 'X', class: 'bonds' }] })).to.equal(null);
    expect(() => readInstruments({ data: 42 })).to.throw(ContentShapeError);
    expect(() => readInstruments('text')).to.throw(ContentShapeError);
  });

  it('lists the classes that have instruments, in the standard order', () => {
    expect(classesOf([...list].reverse())).to.deep.equal(['forex', 'indices', 'stocks', 'crypto']);
  });

  it('filters by class and by every word of the search, ignoring case and accents', () => {
    expect(filterInstruments(list, 'all', '').length).to.equal(4);
    expect(filterInstruments(list, 'forex', '').map((item) => item.symbol)).to.deep.equal(['EURUSD']);
    expect(filterInstruments(list, 'all', 'us dollar').map((item) => item.symbol)).to.deep.equal(['EURUSD', 'BTCUSD']);
    expect(filterInstruments(list, 'all', 'SOCIETE gen').map((item) => item.symbol)).to.deep.equal(['SGO']);
    expect(filterInstruments(list, 'crypto', 'euro')).to.deep.equal([]);
  });

  it('fills the url template with the encoded slug', () => {
    expect(instrumentUrl('/markets/{slug}', 'gold')).to.equal('/markets/gold');
    expect(instrumentUrl('/m/{slug}?s={slug}', 'a b')).to.equal('/m/a%20b?s=a%20b');
    expect(instrumentUrl('', 'gold')).to.equal(null);
  });
});
