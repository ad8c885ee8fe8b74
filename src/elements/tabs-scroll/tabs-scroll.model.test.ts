import { expect } from '@open-wc/testing';
import { SECTION_LINE, TAB_SCROLL_MS, TAB_SCROLL_OFFSET, sectionAt } from './tabs-scroll.model';

describe('tabs-scroll rules', () => {
  it('keeps the numbers of docs/RULES.md §2', () => {
    expect(TAB_SCROLL_MS).to.equal(200);
    expect(TAB_SCROLL_OFFSET).to.equal(-100);
    expect(SECTION_LINE).to.be.greaterThan(100);
  });

  it('picks the section that spans the line', () => {
    const spans = [
      { top: -900, bottom: 0 },
      { top: 0, bottom: 900 },
      { top: 900, bottom: 1800 },
    ];
    expect(sectionAt(spans, 102)).to.equal(1);
    expect(sectionAt(spans, 0)).to.equal(1);
    expect(sectionAt(spans, 950)).to.equal(2);
  });

  it('gives the section a tab scrolled to, not the one ending at its top', () => {
    expect(
      sectionAt(
        [
          { top: -800, bottom: 100 },
          { top: 100, bottom: 1000 },
        ],
        SECTION_LINE,
      ),
    ).to.equal(1);
  });

  it('picks the inner of two nested targets', () => {
    expect(
      sectionAt(
        [
          { top: -500, bottom: 2000 },
          { top: 50, bottom: 300 },
        ],
        102,
      ),
    ).to.equal(1);
    expect(
      sectionAt(
        [
          { top: 50, bottom: 300 },
          { top: -500, bottom: 2000 },
        ],
        102,
      ),
    ).to.equal(0);
  });

  it('gives null between sections, above the first and for missing targets', () => {
    expect(sectionAt([{ top: 400, bottom: 900 }, null], 102)).to.equal(null);
    expect(
      sectionAt(
        [
          { top: -400, bottom: 50 },
          { top: 200, bottom: 900 },
        ],
        102,
      ),
    ).to.equal(null);
    expect(sectionAt([], 102)).to.equal(null);
  });
});
