import { expect } from '@open-wc/testing';
import { toTabItems } from '../../widgets/tabs/tab-items';
import { hashForTab, matchHash } from './tabs-with-slots.model';

const tabs = toTabItems([
  { name: 'CFDs', value: 'cfd', hash: 'cfd' },
  { name: 'ETFs', value: 'etf', hash: '#ETF' },
  { name: 'Stocks', value: 'stock', hash: '' },
]);
const item = (name: string, hash: string) => toTabItems([{ name, value: name, hash }]);

describe('tabs rules', () => {
  describe('matchHash', () => {
    it('matches the URL hash to a tab hash ignoring case and the leading #', () => {
      expect(matchHash(tabs, '#etf')).to.equal(1);
      expect(matchHash(tabs, '#CFD')).to.equal(0);
      expect(matchHash(tabs, 'Etf')).to.equal(1);
    });

    it('matches the value of a tab without a hash of its own', () => {
      expect(matchHash(toTabItems([{ name: 'Bonds', value: 'bonds' }]), '#Bonds')).to.equal(0);
    });

    it('matches nothing for an empty, unknown or hashless tab', () => {
      expect(matchHash(tabs, '')).to.equal(-1);
      expect(matchHash(tabs, '#')).to.equal(-1);
      expect(matchHash(tabs, '#bonds')).to.equal(-1);
      expect(matchHash(tabs, '#stock')).to.equal(-1);
      expect(matchHash([], '#cfd')).to.equal(-1);
    });

    it('matches the whole hash, not a part of it', () => {
      expect(matchHash(tabs, '#cfds')).to.equal(-1);
      expect(matchHash(tabs, '#cf')).to.equal(-1);
    });

    it('decodes an encoded hash and leaves a malformed one as written', () => {
      expect(matchHash(item('Ä', 'ärger'), '#%C3%A4rger')).to.equal(0);
      expect(matchHash(item('Ä', 'Ärger'), '#%C3%84RGER')).to.equal(0);
      expect(matchHash(item('%', '100%'), '#100%')).to.equal(0);
    });

    it('gives the first of two tabs with the same hash', () => {
      expect(matchHash([...tabs, ...item('More CFDs', 'CFD')], '#cfd')).to.equal(0);
    });
  });

  describe('hashForTab', () => {
    it("puts the selected tab's own hash in the URL, with one leading #", () => {
      expect(hashForTab(tabs, 0, '')).to.equal('#cfd');
      expect(hashForTab(tabs, 1, '#cfd')).to.equal('#ETF');
    });

    it("drops the URL's hash for a tab without one when it named another tab", () => {
      expect(hashForTab(tabs, 2, '#etf')).to.equal('');
    });

    it("keeps the URL's hash for a tab without one when it names something else", () => {
      expect(hashForTab(tabs, 2, '#risk-warning')).to.equal('#risk-warning');
      expect(hashForTab(tabs, 2, '')).to.equal('');
    });
  });
});
