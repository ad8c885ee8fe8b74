import { expect } from '@open-wc/testing';
import { initialOpen, toggleItem } from './accordion-state';

describe('accordion rules', () => {
  it('opens the clicked item and closes the others unless multiple', () => {
    expect(toggleItem([true, false, false], 1, false)).to.deep.equal([false, true, false]);
    expect(toggleItem([true, false, false], 1, true)).to.deep.equal([true, true, false]);
  });

  it('closes the open item when it is clicked again, leaving the others', () => {
    expect(toggleItem([false, true, false], 1, false)).to.deep.equal([false, false, false]);
    expect(toggleItem([true, true, false], 0, true)).to.deep.equal([false, true, false]);
  });

  it('opens the items flagged expanded, only the first of them without multiple', () => {
    expect(initialOpen([false, true, true], false)).to.deep.equal([false, true, false]);
    expect(initialOpen([false, true, true], true)).to.deep.equal([false, true, true]);
    expect(initialOpen([false, false], false)).to.deep.equal([false, false]);
  });
});
