import { expect } from '@open-wc/testing';
import { easeInOutCubic, isScrolledPast, scrollDestination, scrollPositionAt } from './scroll-math';

describe('scroll arithmetic', () => {
  it('eases from 0 to 1, slow at both ends and halfway at the middle', () => {
    expect(easeInOutCubic(0)).to.equal(0);
    expect(easeInOutCubic(0.5)).to.equal(0.5);
    expect(easeInOutCubic(1)).to.equal(1);
    expect(easeInOutCubic(0.1)).to.be.lessThan(0.1);
    expect(easeInOutCubic(0.9)).to.be.greaterThan(0.9);
  });

  it('places the page along the eased path and at the end once the duration is over', () => {
    expect(scrollPositionAt(100, 1100, 0, 500)).to.equal(100);
    expect(scrollPositionAt(100, 1100, 250, 500)).to.equal(600);
    expect(scrollPositionAt(1100, 100, 250, 500)).to.equal(600);
    expect(scrollPositionAt(100, 1100, 500, 500)).to.equal(1100);
    expect(scrollPositionAt(100, 1100, 650, 500)).to.equal(1100);
  });

  it('adds the offset to the target, so -150 stops 150 px above it', () => {
    expect(scrollDestination(1000, -150, 5000)).to.equal(850);
    expect(scrollDestination(1000, 0, 5000)).to.equal(1000);
  });

  it('keeps the destination within the scrollable range', () => {
    expect(scrollDestination(100, -150, 5000)).to.equal(0);
    expect(scrollDestination(4900, 0, 4000)).to.equal(4000);
    expect(scrollDestination(300, 0, -10)).to.equal(0);
  });

  it('counts a page as scrolled past a threshold only beyond it', () => {
    expect(isScrolledPast(600, 600)).to.equal(false);
    expect(isScrolledPast(601, 600)).to.equal(true);
  });
});
