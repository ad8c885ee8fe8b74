import { expect } from '@open-wc/testing';
import { sparklinePath } from './trade-charts.sparkline.model';

describe('sparkline', () => {
  it('scales the points to the box, lowest at the bottom and highest at the top', () => {
    expect(sparklinePath([1, 3, 2], 100, 40)).to.equal('M0 40 L50 0 L100 20');
  });

  it('draws a flat line through the bottom for constant points, and nothing for fewer than two', () => {
    expect(sparklinePath([5, 5], 10, 10)).to.equal('M0 10 L10 10');
    expect(sparklinePath([5], 10, 10)).to.equal('');
    expect(sparklinePath([1, Number.NaN, 2], 10, 10)).to.equal('M0 10 L10 0');
  });
});
