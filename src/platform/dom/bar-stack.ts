/**
 * The library's fixed and sticky bars as one stack per screen edge (docs/ACCESSIBILITY.md,
 * 2.4.11 Focus not obscured): where each bar sits so that none covers another, how much of the
 * screen they take, and how far to scroll so that a focused control clears them. Pure: no DOM.
 */

export type BarEdge = 'top' | 'bottom';

/** The bars, nearest their edge first. `stacked`: the library positions it; otherwise it is only measured. */
export const BARS = {
  /** A host's sticky or fixed header (or footer) holding <risk-warning>: the host places it. */
  'risk-warning': { edge: 'top', rank: 0, stacked: false },
  'tabs-scroll': { edge: 'top', rank: 1, stacked: false },
  'app-banner': { edge: 'bottom', rank: 1, stacked: true },
  'button-on-scroll': { edge: 'bottom', rank: 2, stacked: true },
  'scroll-to-top': { edge: 'bottom', rank: 3, stacked: true },
} as const satisfies Record<string, { edge: BarEdge; rank: number; stacked: boolean }>;

export type BarName = keyof typeof BARS;

export interface BarSpan {
  edge: BarEdge;
  rank: number;
  stacked: boolean;
  /** How far the bar reaches from its edge with nothing stacked under it (its gap plus its height), px; 0 while hidden. */
  reach: number;
}

/**
 * Each bar's offset from its edge, in the order given: a stacked bar sits on the reach of every
 * bar of its edge ranked nearer the edge (equal ranks: the earlier first); a bar the host places
 * gets 0.
 */
export function stackOffsets(bars: readonly BarSpan[]): number[] {
  return bars.map((bar, index) => {
    if (!bar.stacked) return 0;
    let offset = 0;
    bars.forEach((other, otherIndex) => {
      const nearer = other.rank < bar.rank || (other.rank === bar.rank && otherIndex < index);
      if (other.edge === bar.edge && nearer) offset += other.reach;
    });
    return offset;
  });
}

/** How much of each edge the bars take, once stacked: what the document's scroll-padding reserves. */
export function reservedSpace(bars: readonly BarSpan[]): Record<BarEdge, number> {
  const offsets = stackOffsets(bars);
  const space = { top: 0, bottom: 0 };
  bars.forEach((bar, index) => {
    if (bar.reach > 0) space[bar.edge] = Math.max(space[bar.edge], offsets[index] + bar.reach);
  });
  return space;
}

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface PlacedBar {
  edge: BarEdge;
  box: Box;
}

/** Space kept between a focused control and a bar once it is scrolled clear, px. */
export const CLEARANCE_PX = 8;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const sideBySide = (a: Box, b: Box) => a.left < b.right && b.left < a.right;

/**
 * How far to scroll the page (px, down is positive) so that `target`, a focused control's box in
 * the viewport, is under none of `bars`; 0 when none covers it. A bottom bar's cover scrolls the
 * control up above it, a top bar's down below it; a control taller than the room between the
 * bars keeps its top in sight.
 */
export function clearance(target: Box, bars: readonly PlacedBar[]): number {
  const covering = bars.filter((bar) => overlaps(target, bar.box));
  if (covering.length === 0) return 0;
  // The room between the top bars above the control and the bottom bars below its top.
  const inColumn = bars.filter((bar) => sideBySide(target, bar.box));
  const roomTop = Math.max(
    0,
    ...inColumn.filter((bar) => bar.edge === 'top' && bar.box.top <= target.top).map((bar) => bar.box.bottom),
  );
  const topCovers = covering.filter((bar) => bar.edge === 'top');
  if (topCovers.length > 0) {
    return Math.min(0, target.top - Math.max(...topCovers.map((bar) => bar.box.bottom)) - CLEARANCE_PX);
  }
  const bottomLimit = Math.min(...covering.map((bar) => bar.box.top));
  const down = target.bottom - bottomLimit + CLEARANCE_PX;
  const keepTopInSight = target.top - roomTop - CLEARANCE_PX;
  return Math.max(0, Math.min(down, keepTopInSight));
}
