import { expect } from '@open-wc/testing';
import { NARROW_QUERY, checkHomeTabs, initialTab, marksTab, tabValue } from './home-tabs.model';

describe('home tabs rules', () => {
  describe('initialTab (docs/RULES.md §2)', () => {
    it('selects tab 1 in a narrow window, whatever selected-tab says', () => {
      expect(initialTab(true, 0, 3)).to.equal(1);
      expect(initialTab(true, 2, 3)).to.equal(1);
      expect(initialTab(true, 9, 3)).to.equal(1);
    });

    it('selects tab 0 in a narrow window with a single tab', () => {
      expect(initialTab(true, 0, 1)).to.equal(0);
      expect(initialTab(true, 0, 0)).to.equal(0);
    });

    it('selects selected-tab in a wide window, else 0', () => {
      expect(initialTab(false, 2, 3)).to.equal(2);
      expect(initialTab(false, 0, 3)).to.equal(0);
      expect(initialTab(false, 3, 3)).to.equal(0);
      expect(initialTab(false, -1, 3)).to.equal(0);
      expect(initialTab(false, 1.5, 3)).to.equal(0);
    });

    it('is narrow at 768 px and below', () => {
      expect(NARROW_QUERY).to.equal('(max-width: 768px)');
    });
  });

  it('checks the tab list: a name, and a value only as text', () => {
    expect(checkHomeTabs([{ name: 'Forex' }, { name: 'Stocks', value: 'stocks' }])).to.equal(null);
    expect(checkHomeTabs([{ value: 'stocks' }])).to.equal('item 0 has no text field "name"');
    expect(checkHomeTabs([{ name: 'Forex' }, { name: 'Stocks', value: 2 }])).to.equal(
      'item 1 has a "value" that is not text',
    );
    expect(checkHomeTabs('Forex')).to.equal('expected a JSON list');
  });

  it('reports the value, or the index as text', () => {
    expect(tabValue({ name: 'Forex', value: 'fx' }, 0)).to.equal('fx');
    expect(tabValue({ name: 'Forex' }, 2)).to.equal('2');
  });

  it('matches a data-tab marker by index or by value', () => {
    expect(marksTab('1', { name: 'Stocks' }, 1)).to.equal(true);
    expect(marksTab(' 1 ', { name: 'Stocks' }, 1)).to.equal(true);
    expect(marksTab('stocks', { name: 'Stocks', value: 'stocks' }, 1)).to.equal(true);
    expect(marksTab('0', { name: 'Stocks', value: 'stocks' }, 1)).to.equal(false);
    expect(marksTab('Stocks', { name: 'Stocks', value: 'stocks' }, 1)).to.equal(false);
  });
});
