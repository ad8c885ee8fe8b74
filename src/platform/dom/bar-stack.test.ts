import { expect } from '@open-wc/testing';
import { BARS, CLEARANCE_PX, clearance, reservedSpace, stackOffsets, type BarSpan, type Box } from './bar-stack';

const span = (name: keyof typeof BARS, reach: number): BarSpan => ({ ...BARS[name], reach });
const box = (top: number, bottom: number, left = 0, right = 375): Box => ({ top, bottom, left, right });

describe('the bar stack', () => {
  it('stacks each bottom bar on the reach of those nearer the edge, whatever order they registered in', () => {
    const bars = [span('scroll-to-top', 64), span('app-banner', 61), span('button-on-scroll', 64)];
    expect(stackOffsets(bars)).to.deep.equal([125, 0, 61]);
    expect(reservedSpace(bars)).to.deep.equal({ top: 0, bottom: 189 });
  });

  it('lets a hidden bar take no room: the bars above it come down', () => {
    const bars = [span('app-banner', 0), span('button-on-scroll', 64), span('scroll-to-top', 64)];
    expect(stackOffsets(bars)).to.deep.equal([0, 0, 64]);
    expect(reservedSpace(bars)).to.deep.equal({ top: 0, bottom: 128 });
    expect(reservedSpace([span('app-banner', 0)])).to.deep.equal({ top: 0, bottom: 0 });
  });

  it('measures the bars the host places (a sticky header, sticky tabs) without moving them', () => {
    const bars = [span('risk-warning', 120), span('tabs-scroll', 165)];
    expect(stackOffsets(bars)).to.deep.equal([0, 0]);
    expect(reservedSpace(bars)).to.deep.equal({ top: 165, bottom: 0 });
  });
});

describe('scrolling a focused control clear of the bars', () => {
  const banner = { edge: 'bottom' as const, box: box(639, 700) };
  const header = { edge: 'top' as const, box: box(0, 80) };
  const backToTop = { edge: 'bottom' as const, box: box(572, 620, 311, 359) };

  it('leaves a control that no bar covers where it is', () => {
    expect(clearance(box(300, 340), [banner, header])).to.equal(0);
    expect(clearance(box(580, 610, 16, 200), [backToTop])).to.equal(0);
  });

  it('scrolls a control under a bottom bar up above it', () => {
    expect(clearance(box(670, 689), [banner])).to.equal(689 - 639 + CLEARANCE_PX);
    expect(clearance(box(580, 610, 16, 340), [backToTop, banner])).to.equal(610 - 572 + CLEARANCE_PX);
  });

  it('scrolls a control under a top bar down below it', () => {
    expect(clearance(box(60, 100), [header, banner])).to.equal(60 - 80 - CLEARANCE_PX);
  });

  it('keeps the top of a control taller than the room between the bars in sight', () => {
    expect(clearance(box(300, 900), [header, banner])).to.equal(300 - 80 - CLEARANCE_PX);
  });
});
