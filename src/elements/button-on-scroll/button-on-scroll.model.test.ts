import { expect } from '@open-wc/testing';
import { callToActionVisible } from './button-on-scroll.model';

describe('callToActionVisible', () => {
  it('shows once the page is scrolled past the first screenful, to guests and unknown visitors', () => {
    expect(callToActionVisible(true, 'guest')).to.equal(true);
    expect(callToActionVisible(true, 'unknown')).to.equal(true);
  });

  it('stays hidden at the top of the page', () => {
    expect(callToActionVisible(false, 'guest')).to.equal(false);
  });

  it('stays hidden for a signed-in visitor, who has nothing to sign up for', () => {
    expect(callToActionVisible(true, 'signed-in')).to.equal(false);
  });
});
