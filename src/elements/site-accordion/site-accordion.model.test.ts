import { expect } from '@open-wc/testing';
import { initialOpen, toggleItem } from './site-accordion.model';

describe('accordion rules', () => {
  describe('toggleItem', () => {
    it('opens the clicked item and closes the others unless multiple', () => {
      expect(toggleItem([true, false, false], 1, false)).to.deep.equal([false, true, false]);
      expect(toggleItem([true, false, false], 1, true)).to.deep.equal([true, true, false]);
    });

    it('opens the clicked item when none is open', () => {
      expect(toggleItem([false, false], 0, false)).to.deep.equal([true, false]);
      expect(toggleItem([false, false], 1, true)).to.deep.equal([false, true]);
    });

    it('closes the open item when it is clicked again, leaving the others', () => {
      expect(toggleItem([false, true, false], 1, false)).to.deep.equal([false, false, false]);
      expect(toggleItem([true, true, false], 0, true)).to.deep.equal([false, true, false]);
    });

    it('closes every other open item without multiple, even several left open before', () => {
      expect(toggleItem([true, false, true], 1, false)).to.deep.equal([false, true, false]);
    });

    it('returns a new list and leaves the one it was given', () => {
      const open = [false, true];
      expect(toggleItem(open, 0, false)).not.to.equal(open);
      expect(open).to.deep.equal([false, true]);
    });
  });

  describe('initialOpen', () => {
    it('opens the items flagged expanded, only the first of them without multiple', () => {
      expect(initialOpen([false, true, true], false)).to.deep.equal([false, true, false]);
      expect(initialOpen([false, true, true], true)).to.deep.equal([false, true, true]);
    });

    it('opens nothing when nothing is flagged', () => {
      expect(initialOpen([false, false], false)).to.deep.equal([false, false]);
      expect(initialOpen([false, false], true)).to.deep.equal([false, false]);
      expect(initialOpen([], false)).to.deep.equal([]);
    });
  });
});
