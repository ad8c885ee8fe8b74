import { expect } from '@open-wc/testing';
import { toTabItems } from '../../widgets/tabs/tab-items';
import { keyForHash } from '../../widgets/tabs/hash-selection';
import { hashForTab, tabsHashes } from './tabs-with-slots.model';

const matchHash = (items: Parameters<typeof tabsHashes>[0], hash: string) => keyForHash(tabsHashes(items), hash);

const tabs = toTabItems([
  { name: 'CFDs', value: 'cfd', hash: 'cfd' },
  { name: 'ETFs', value: 'etf', hash: '#ETF' },
  { name: 'Stocks', value: 'stock', hash: '' },
]);

describe('tabs rules', () => {
  describe('the tabs a URL hash selects (keyForHash over tabsHashes)', () => {
    it('selects by the tab hash, else by the value of a tab without one', () => {
      expect(matchHash(tabs, '#ETF')).to.equal(1);
      expect(matchHash(toTabItems([{ name: 'Bonds', value: 'bonds' }]), '#Bonds')).to.equal(0);
    });

    it('never selects a tab whose hash is "" by its value', () => {
      expect(matchHash(tabs, '#stock')).to.equal(-1);
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
