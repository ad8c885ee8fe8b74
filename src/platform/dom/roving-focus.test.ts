import { expect } from '@open-wc/testing';
import { rovingTarget } from './roving-focus';

describe('roving focus keys', () => {
  it('moves down and up a vertical group, wrapping around', () => {
    expect(rovingTarget('ArrowDown', 0, 3, 'vertical')).to.equal(1);
    expect(rovingTarget('ArrowDown', 2, 3, 'vertical')).to.equal(0);
    expect(rovingTarget('ArrowUp', 0, 3, 'vertical')).to.equal(2);
  });

  it('moves right and left a horizontal group, wrapping around', () => {
    expect(rovingTarget('ArrowRight', 2, 3, 'horizontal')).to.equal(0);
    expect(rovingTarget('ArrowLeft', 0, 3, 'horizontal')).to.equal(2);
  });

  it('jumps to the ends with Home and End', () => {
    expect(rovingTarget('Home', 2, 3, 'horizontal')).to.equal(0);
    expect(rovingTarget('End', 0, 3, 'vertical')).to.equal(2);
  });

  it('ignores keys across the axis and every other key', () => {
    expect(rovingTarget('ArrowDown', 0, 3, 'horizontal')).to.equal(null);
    expect(rovingTarget('ArrowLeft', 0, 3, 'vertical')).to.equal(null);
    expect(rovingTarget('Enter', 0, 3, 'vertical')).to.equal(null);
  });
});
