import { expect } from '@open-wc/testing';
import { REVIEWS_CONTAINER_SELECTOR, REVIEWS_DELAY_MS, reviewsDelay } from './reviews-widget.model';

const container = (className: string) => {
  const element = document.createElement('div');
  element.className = className;
  return element;
};

describe('reviewsDelay', () => {
  it('is 5 seconds outside any reviews container', () => {
    expect(REVIEWS_DELAY_MS).to.equal(5000);
    expect(reviewsDelay(null)).to.equal(REVIEWS_DELAY_MS);
    expect(reviewsDelay(container('other'))).to.equal(5000);
  });

  it('is what the nearest container asks for', () => {
    expect(reviewsDelay(container('forex-demo-reviews'))).to.equal(0);
    expect(reviewsDelay(container('invest-stocks-reviews'))).to.equal(2500);
  });

  it('finds every container through one selector', () => {
    expect(container('invest-stocks-reviews').matches(REVIEWS_CONTAINER_SELECTOR)).to.equal(true);
    expect(container('forex-demo-reviews').matches(REVIEWS_CONTAINER_SELECTOR)).to.equal(true);
  });
});
