/**
 * The page's one owner of the library's fixed and sticky bars (the stack of ./bar-stack.ts): a
 * bar registers its box while it is on the page and is told its offset (`--_bar-offset` on the
 * box); while any shows, the document's `scroll-padding` reserves their space (the larger of the
 * host's own value and theirs), the document ends with room for the bottom ones, and a focused
 * control that lands under one is scrolled clear. Everything is restored when the last goes.
 */
import { pageRoot } from './page-globals';
import { BARS, clearance, reservedSpace, stackOffsets, type BarName, type BarSpan, type PlacedBar } from './bar-stack';

interface Registration {
  name: BarName;
  box: HTMLElement;
  /** The offset last written on the box. */
  offset: number;
}

const OFFSET_PROPERTY = '--_bar-offset';
/** The document's properties the owner sets while a bar shows, restored (inline values) after. */
const DOCUMENT_PROPERTIES = ['scroll-padding-top', 'scroll-padding-bottom', 'padding-bottom'] as const;

const registrations: Registration[] = [];
let observer: ResizeObserver | undefined;
/** The document's own inline values and computed sizes from before the first bar showed. */
let saved: { inline: string[]; scrollPaddingTop: number; scrollPaddingBottom: number; paddingBottom: number } | null =
  null;
let pendingFocus = 0;

const px = (value: string) => Number.parseFloat(value) || 0;

/** How far a bar reaches from its edge with nothing under it: 0 while it takes no box. */
function reachOf({ name, box, offset }: Registration): number {
  if (box.offsetHeight === 0) return 0;
  const style = getComputedStyle(box);
  const gap = BARS[name].edge === 'top' ? px(style.top) : px(style.bottom);
  return Math.max(0, gap - offset + box.offsetHeight);
}

function spans(): BarSpan[] {
  return registrations.map((registration) => ({ ...BARS[registration.name], reach: reachOf(registration) }));
}

function reserve(space: { top: number; bottom: number }): void {
  const root = pageRoot();
  if (space.top === 0 && space.bottom === 0) {
    if (!saved) return;
    DOCUMENT_PROPERTIES.forEach((property, index) => root.style.setProperty(property, saved!.inline[index]));
    saved = null;
    return;
  }
  if (!saved) {
    const style = getComputedStyle(root);
    saved = {
      inline: DOCUMENT_PROPERTIES.map((property) => root.style.getPropertyValue(property)),
      scrollPaddingTop: px(style.scrollPaddingTop),
      scrollPaddingBottom: px(style.scrollPaddingBottom),
      paddingBottom: px(style.paddingBottom),
    };
  }
  root.style.setProperty('scroll-padding-top', `${Math.max(saved.scrollPaddingTop, space.top)}px`);
  root.style.setProperty('scroll-padding-bottom', `${Math.max(saved.scrollPaddingBottom, space.bottom)}px`);
  // The last control of the page can still scroll up from under the bottom bars.
  root.style.setProperty('padding-bottom', `${saved.paddingBottom + space.bottom}px`);
}

/** Stacks the bars and reserves their space; run whenever one shows, hides, resizes, comes or goes. */
function update(): void {
  const current = spans();
  stackOffsets(current).forEach((offset, index) => {
    const registration = registrations[index];
    if (offset === registration.offset) return;
    registration.offset = offset;
    if (offset === 0) registration.box.style.removeProperty(OFFSET_PROPERTY);
    else registration.box.style.setProperty(OFFSET_PROPERTY, `${offset}px`);
  });
  // The offsets just written moved the stacked bars, not their reach: the reserve follows from the same spans.
  reserve(reservedSpace(current));
}

/** Whether `node` is inside `box`, through shadow roots. */
function within(node: Node, box: HTMLElement): boolean {
  for (let current: Node | null = node; current;) {
    if (current === box) return true;
    const parent: Node | null = current.parentNode;
    current = parent instanceof ShadowRoot ? parent.host : parent;
  }
  return false;
}

function placedBars(): PlacedBar[] {
  return registrations
    .filter(({ box }) => box.offsetHeight > 0)
    .map(({ name, box }) => ({ edge: BARS[name].edge, box: box.getBoundingClientRect() }));
}

/** After the browser's own scroll to the newly focused control (next frame), scrolls it clear of the bars. */
function onFocusIn(event: FocusEvent): void {
  const target = event.composedPath()[0];
  if (!(target instanceof Element) || registrations.some(({ box }) => within(target, box))) return;
  cancelAnimationFrame(pendingFocus);
  pendingFocus = requestAnimationFrame(() => {
    if (!target.isConnected) return;
    const distance = clearance(target.getBoundingClientRect(), placedBars());
    if (distance !== 0) scrollBy({ top: distance, behavior: 'instant' });
  });
}

/**
 * Registers `box`, the bar `name`'s fixed or sticky box, until the returned function is called.
 * A stacked bar reads its offset from `var(--_bar-offset, 0px)` in its own `top` or `bottom`.
 */
export function registerBar(name: BarName, box: HTMLElement): () => void {
  const registration: Registration = { name, box, offset: 0 };
  registrations.push(registration);
  if (!observer) {
    observer = new ResizeObserver(update);
    document.addEventListener('focusin', onFocusIn);
  }
  // The observer's first notice of the box, after the frame's layout and before its paint, stacks
  // it: reading its size now would lay out a page that is still being built, once per bar.
  observer.observe(box);
  return () => {
    const index = registrations.indexOf(registration);
    if (index === -1) return;
    registrations.splice(index, 1);
    observer!.unobserve(box);
    box.style.removeProperty(OFFSET_PROPERTY);
    if (registrations.length === 0) {
      observer!.disconnect();
      observer = undefined;
      document.removeEventListener('focusin', onFocusIn);
      cancelAnimationFrame(pendingFocus);
    }
    update();
  };
}

/**
 * Registers as the bar `name` the box, `element` or its nearest ancestor (through shadow roots),
 * that the host page made sticky or fixed at the top, if there is one: see registerBar.
 */
export function registerStickyAncestor(name: BarName, element: Element): (() => void) | null {
  for (let current: Element | null = element; current && current !== pageRoot();) {
    const style = getComputedStyle(current);
    if ((style.position === 'sticky' || style.position === 'fixed') && style.top !== 'auto') {
      return current instanceof HTMLElement ? registerBar(name, current) : null;
    }
    const parent: Node | null = current.parentNode;
    current = parent instanceof ShadowRoot ? parent.host : parent instanceof Element ? parent : null;
  }
  return null;
}
