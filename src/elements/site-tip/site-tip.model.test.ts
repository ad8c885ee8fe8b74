import { expect } from '@open-wc/testing';
import { CORNERS } from './site-tip.attributes';
import { placementFor } from './site-tip.model';

describe('site tip placement', () => {
  it('opens on the corner’s side, lined up with its edge, in a left-to-right page', () => {
    expect(CORNERS.map((corner) => placementFor(corner, false))).to.deep.equal([
      'top-end',
      'top-end',
      'bottom-start',
      'bottom-end',
      'bottom-start',
      'bottom-end',
    ]);
  });

  it('keeps START and END logical and swaps LEFT and RIGHT in a right-to-left page', () => {
    expect(placementFor('BOTTOM_START', true)).to.equal('bottom-start');
    expect(placementFor('TOP_END', true)).to.equal('top-end');
    expect(placementFor('BOTTOM_LEFT', true)).to.equal('bottom-end');
    expect(placementFor('BOTTOM_RIGHT', true)).to.equal('bottom-start');
    expect(placementFor('TOP_RIGHT', true)).to.equal('top-start');
  });
});
