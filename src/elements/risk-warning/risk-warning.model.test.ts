import { expect } from '@open-wc/testing';
import { collapsesOnScroll } from './risk-warning.model';

describe('collapsesOnScroll', () => {
  it('collapses when scrolling down on a screen up to 1023 px wide', () => {
    expect(collapsesOnScroll(0, 10, 1023)).to.equal(true);
    expect(collapsesOnScroll(100, 400, 375)).to.equal(true);
  });

  it('does not collapse when scrolling up or staying put', () => {
    expect(collapsesOnScroll(400, 100, 375)).to.equal(false);
    expect(collapsesOnScroll(100, 100, 375)).to.equal(false);
  });

  it('does not collapse on wider screens', () => {
    expect(collapsesOnScroll(0, 10, 1024)).to.equal(false);
  });
});
