import { expect } from '@open-wc/testing';
import { nextStop } from './site-search.navigation.model';

describe('result navigation', () => {
  it('moves down from the search box through the results and stops at the last', () => {
    expect(nextStop('ArrowDown', 0, 3)).to.equal(1);
    expect(nextStop('ArrowDown', 2, 3)).to.equal(2);
  });

  it('moves up to the search box and stops there', () => {
    expect(nextStop('ArrowUp', 1, 3)).to.equal(0);
    expect(nextStop('ArrowUp', 0, 3)).to.equal(0);
  });

  it('ignores other keys', () => {
    expect(nextStop('Enter', 1, 3)).to.equal(null);
  });
});
