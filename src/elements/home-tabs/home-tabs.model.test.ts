import { expect } from '@open-wc/testing';
import { toTabItems } from '../../widgets/tabs/tab-items';
import { NARROW_QUERY, childShown, initialTab } from './home-tabs.model';

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

  describe('childShown', () => {
    const tabs = toTabItems([
      { name: 'Forex' },
      { name: 'Stocks', value: 'stocks' },
      { name: 'Metals', value: 'metals', hash: 'metals', target: 'metals-panel' },
    ]);
    const marked = (marker: string) => ({ marker, id: '' });

    it('shows a data-tab child for the tab it names by index, value or target', () => {
      expect(childShown(marked('1'), tabs, 1)).to.equal(true);
      expect(childShown(marked(' 1 '), tabs, 1)).to.equal(true);
      expect(childShown(marked('stocks'), tabs, 1)).to.equal(true);
      expect(childShown(marked('metals-panel'), tabs, 2)).to.equal(true);
      expect(childShown(marked('0'), tabs, 1)).to.equal(false);
      expect(childShown(marked('Stocks'), tabs, 1)).to.equal(false);
      expect(childShown(marked('nothing'), tabs, 0)).to.equal(false);
    });

    it("shows a child that a tab's target names by id for that tab only", () => {
      const panel = { marker: undefined, id: 'metals-panel' };
      expect(childShown(panel, tabs, 2)).to.equal(true);
      expect(childShown(panel, tabs, 0)).to.equal(false);
    });

    it('shows every data-tab child without tabs', () => {
      expect(childShown(marked('1'), [], 0)).to.equal(true);
    });

    it('leaves any other child alone', () => {
      expect(childShown({ marker: undefined, id: '' }, tabs, 1)).to.equal(null);
      expect(childShown({ marker: undefined, id: 'intro' }, tabs, 1)).to.equal(null);
      expect(childShown({ marker: undefined, id: 'metals-panel' }, [], 0)).to.equal(null);
    });
  });
});
