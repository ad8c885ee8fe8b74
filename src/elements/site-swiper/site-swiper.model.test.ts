import { expect } from '@open-wc/testing';
import { translate } from '../../platform/dom/words';
import { announcement, emblaDuration, parseSlidesPerView, swiperSettings, validMs } from './site-swiper.model';
import { siteSwiperWords } from './site-swiper.words';

const t = translate([siteSwiperWords], { language: 'en', element: {}, page: [], catalogue: undefined });

describe('site-swiper model', () => {
  it('words the controls as docs/RULES.md §8 does', () => {
    expect(t('previous')).to.equal('Previous slide');
    expect(t('next')).to.equal('Next slide');
    expect(t('go_to', { index: 1 })).to.equal('Go to slide 1');
    expect(t('slide_of', { index: 2, count: 5 })).to.equal('2 of 5');
  });

  it('announces the first and the last slide', () => {
    expect(announcement(0, 4, t)).to.equal('This is the first slide');
    expect(announcement(3, 4, t)).to.equal('This is the last slide');
    expect(announcement(1, 4, t)).to.equal('Slide 2 of 4');
  });

  it('turns a slide speed into an embla duration that settles in about that time', () => {
    expect(emblaDuration(0)).to.equal(0);
    expect(emblaDuration(300)).to.equal(15);
    expect(emblaDuration(1000)).to.equal(30);
    expect(emblaDuration(50)).to.equal(14);
    expect(emblaDuration(1e9)).to.equal(200);
  });

  it('reads slides-per-view for mobile, tablet and desktop', () => {
    expect(parseSlidesPerView([])).to.deep.equal([1, 1, 1]);
    expect(parseSlidesPerView(['2'])).to.deep.equal([2, 2, 2]);
    expect(parseSlidesPerView(['1', '2'])).to.deep.equal([1, 2, 2]);
    expect(parseSlidesPerView(['1', '2', '3'])).to.deep.equal([1, 2, 3]);
    for (const bad of [['0'], ['1.5'], ['two'], ['7'], ['1', '2', '3', '4']]) {
      expect(parseSlidesPerView(bad), bad.join()).to.equal(null);
    }
  });

  it('accepts only sensible times', () => {
    expect(validMs(300, 0)).to.equal(300);
    expect(validMs(0, 0)).to.equal(0);
    expect(validMs(-1, 0)).to.equal(null);
    expect(validMs(100, 500)).to.equal(null);
    expect(validMs(Number.NaN, 0)).to.equal(null);
  });

  it('reads the timings and slides per view, and says why it refused a value', () => {
    expect(swiperSettings(1000, 5000, ['1', '3'])).to.deep.equal({
      duration: 30,
      delayMs: 5000,
      perView: [1, 3, 3],
      refused: { speed: null, delay: null, 'slides-per-view': null },
    });
    // docs/RULES.md §9: speed 300 ms (duration 15), delay 3000 ms; a delay under 1000 ms is refused.
    expect(swiperSettings(-5, 999, ['seven'])).to.deep.equal({
      duration: 15,
      delayMs: 3000,
      perView: [1, 1, 1],
      refused: {
        speed: 'is not a time of 0 ms or more',
        delay: 'is not a time of 1000 ms or more',
        'slides-per-view': 'is not one to three whole numbers from 1 to 6',
      },
    });
    expect(swiperSettings(0, 1000, []).refused).to.deep.equal({ speed: null, delay: null, 'slides-per-view': null });
  });
});
