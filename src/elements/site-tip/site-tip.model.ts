/** Where a tip sits next to its trigger: pure rules, no DOM. */
import type { Placement } from '@floating-ui/dom';

import type { Corner } from './site-tip.attributes';

/** The gap between the trigger and the tip, and the least room kept to the window's edges. */
export const TIP_OFFSET_PX = 8;
export const VIEWPORT_PADDING_PX = 8;

/** A pointer leaving for the tip crosses the gap: the tip waits this long before closing. */
export const HOVER_GRACE_MS = 120;

/**
 * The corner as a Floating UI placement: the side of the trigger the tip opens on (TOP above,
 * BOTTOM below) and the trigger's edge it lines up with. START and END follow the writing
 * direction, as Floating UI's alignments do; LEFT and RIGHT are physical, so in a right-to-left
 * page they swap.
 */
export function placementFor(corner: Corner, rtl: boolean): Placement {
  const physical = (edge: 'left' | 'right') => ((edge === 'left') !== rtl ? 'start' : 'end');
  switch (corner) {
    case 'TOP_RIGHT':
      return `top-${physical('right')}`;
    case 'TOP_END':
      return 'top-end';
    case 'BOTTOM_START':
      return 'bottom-start';
    case 'BOTTOM_END':
      return 'bottom-end';
    case 'BOTTOM_LEFT':
      return `bottom-${physical('left')}`;
    case 'BOTTOM_RIGHT':
      return `bottom-${physical('right')}`;
  }
}
