import { expect } from '@open-wc/testing';
import { checkTabs, matchHash, type TabItem } from './tabs-model';

const tabs: TabItem[] = [
  { name: 'CFDs', value: 'cfd', hash: 'cfd' },
  { name: 'ETFs', value: 'etf', hash: '#ETF' },
  { name: 'Stocks', value: 'stock' },
];

describe('tabs rules', () => {
  it('matches the URL hash to a tab hash ignoring case and the leading #', () => {
    expect(matchHash(tabs, '#etf')).to.equal(1);
    expect(matchHash(tabs, '#CFD')).to.equal(0);
    expect(matchHash(tabs, 'Etf')).to.equal(1);
  });

  it('matches nothing for an empty, unknown or hashless tab', () => {
    expect(matchHash(tabs, '')).to.equal(-1);
    expect(matchHash(tabs, '#')).to.equal(-1);
    expect(matchHash(tabs, '#bonds')).to.equal(-1);
    expect(matchHash(tabs, '#stock')).to.equal(-1);
  });

  it('decodes an encoded hash', () => {
    expect(matchHash([{ name: 'Ä', value: 'a', hash: 'ärger' }], '#%C3%A4rger')).to.equal(0);
  });

  it('requires a name and a value on every tab', () => {
    expect(checkTabs(tabs)).to.equal(null);
    expect(checkTabs([{ name: 'x' }])).to.equal('item 0 has no text field "value"');
    expect(checkTabs({})).to.equal('expected a JSON list');
  });
});
