/** Where the language popup goes: 8 px below the navigation bar, its right edge at the button's. Pure. */

/** docs/RULES.md §2: the gap between the navigation bar and the popup, also kept from the viewport's edges. */
export const POPUP_GAP_PX = 8;

export interface PopupPlacement {
  top: number;
  left: number;
}

/** Viewport coordinates for the fixed-position popup of width `width`. */
export function popupPlacement(
  barBottom: number,
  buttonRight: number,
  width: number,
  viewportWidth: number,
): PopupPlacement {
  const left = Math.min(buttonRight - width, viewportWidth - POPUP_GAP_PX - width);
  return { top: barBottom + POPUP_GAP_PX, left: Math.max(POPUP_GAP_PX, left) };
}
