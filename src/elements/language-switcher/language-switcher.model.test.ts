import { expect } from '@open-wc/testing';
import { POPUP_GAP_PX, popupPlacement } from './language-switcher.model';

describe('popupPlacement', () => {
  it('puts the popup 8 px below the bar, its right edge at the button’s', () => {
    expect(popupPlacement(64, 900, 300, 1280)).to.deep.equal({ top: 64 + POPUP_GAP_PX, left: 600 });
  });

  it('keeps 8 px from the right edge of the viewport', () => {
    expect(popupPlacement(64, 1278, 300, 1280)).to.deep.equal({ top: 72, left: 1280 - 8 - 300 });
  });

  it('keeps 8 px from the left edge when the popup is wider than the room', () => {
    expect(popupPlacement(56, 200, 300, 360)).to.deep.equal({ top: 64, left: 8 });
  });
});
