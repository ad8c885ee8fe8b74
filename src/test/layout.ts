/**
 * Layout checks at a phone's width (docs/RULES.md §9: mobile is 0-767 px): what a visitor on a
 * 360 px screen would see go wrong. The page must not scroll sideways, no two pieces of an
 * element's text may be drawn over each other, and no text may be cut off by a box that hides
 * its overflow (an ellipsis, or a box the visitor can scroll, is a choice, not a cut).
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

export const PHONE = { width: 360, height: 640 } as const;
/** The test runner's own window size, restored after a phone block. */
const DEFAULT_VIEWPORT = { width: 800, height: 600 } as const;

/** Inside a `describe`: its tests run in a 360 px wide window. */
export function atPhoneWidth() {
  before(() => setViewport(PHONE));
  after(() => setViewport(DEFAULT_VIEWPORT));
}

export const DESKTOP = { width: 1280, height: 800 } as const;

/** Inside a `describe`: its tests run in a 1280 px wide window. */
export function atDesktopWidth() {
  before(() => setViewport(DESKTOP));
  after(() => setViewport(DEFAULT_VIEWPORT));
}

/**
 * The desktop half of an element's layout tests (docs/RULES.md §9): at 1280 px, what `boxes`
 * mounts and finds stands on one row.
 */
export function describeOneRowAtDesktop(title: string, boxes: () => Promise<readonly Element[]>) {
  describe('at desktop width', () => {
    atDesktopWidth();
    it(title, async () => expectOneRow(await boxes()));
  });
}

/** Expects the boxes to stand side by side on one row: their tops less than 2 px apart. */
export function expectOneRow(boxes: readonly Element[]) {
  expect(boxes.length, 'boxes to compare').to.be.above(1);
  const tops = boxes.map((box) => box.getBoundingClientRect().top);
  expect(Math.max(...tops) - Math.min(...tops), `not on one row: tops ${tops.join(', ')}`).to.be.below(2);
}

interface TextBox {
  node: Text;
  text: string;
  /** The part of the text's line box that shows, after every clipping ancestor (maybe empty). */
  rect: DOMRect;
  /** Why some of the text does not show, or null. */
  cut: string | null;
}

/** Every drawn piece of text under `root` as the page composes it: shadow trees, slotted nodes. */
export function textBoxes(root: Element): TextBox[] {
  const boxes: TextBox[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) boxes.push(...boxesOf(node as Text));
    else if (node instanceof Element && node.shadowRoot) node.shadowRoot.childNodes.forEach(visit);
    else if (node instanceof HTMLSlotElement && node.assignedNodes().length > 0) node.assignedNodes().forEach(visit);
    else node.childNodes.forEach(visit);
  };
  visit(root);
  return boxes;
}

function boxesOf(node: Text): TextBox[] {
  const text = node.data.trim();
  const parent = node.parentElement;
  if (!text || !parent || getComputedStyle(parent).visibility !== 'visible') return [];
  const range = document.createRange();
  range.selectNodeContents(node);
  const boxes: TextBox[] = [];
  for (const full of range.getClientRects()) {
    if (full.width <= 1 || full.height <= 1) continue;
    const { rect, cut, screenReaderOnly } = clip(full, parent);
    if (screenReaderOnly) continue;
    if ((rect.width > 1 && rect.height > 1) || cut) boxes.push({ node, text, rect, cut });
  }
  return boxes;
}

/** Intersects `rect` with every ancestor box that clips, across shadow boundaries. */
function clip(full: DOMRect, from: Element) {
  let left = full.left;
  let top = full.top;
  let right = full.right;
  let bottom = full.bottom;
  let cut: string | null = null;
  for (let element: Element | null = from; element; element = parentOf(element)) {
    const style = getComputedStyle(element);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const box = element.getBoundingClientRect();
    // Visually hidden text (in a 1 px box that clips) is for screen readers: nothing is drawn.
    if (box.width <= 1 || box.height <= 1) return { rect: full, cut: null, screenReaderOnly: true };
    const scrolls = /auto|scroll/.test(style.overflowX + style.overflowY);
    const hidden = left < box.left - 1 || right > box.right + 1 || top < box.top - 1 || bottom > box.bottom + 1;
    if (hidden && !scrolls && style.textOverflow !== 'ellipsis' && !cut) cut = `cut by <${element.localName}>`;
    left = Math.max(left, box.left);
    top = Math.max(top, box.top);
    right = Math.min(right, box.right);
    bottom = Math.min(bottom, box.bottom);
  }
  const rect = new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
  return { rect, cut, screenReaderOnly: false };
}

function parentOf(element: Element): Element | null {
  if (element.assignedSlot) return element.assignedSlot;
  if (element.parentElement) return element.parentElement;
  const root = element.parentNode;
  return root instanceof ShadowRoot ? root.host : null;
}

/** "A" over "B" for each pair of text boxes under `host` that are drawn over each other. */
export function overlappingText(host: Element): string[] {
  const boxes = textBoxes(host);
  const overlaps: string[] = [];
  boxes.forEach((a, index) => {
    // The lines of one text node follow each other: only separate nodes can be drawn over each other.
    for (const b of boxes.slice(index + 1).filter((box) => box.node !== a.node)) {
      const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      // A pixel of shared edge is anti-aliasing, not an overlap.
      if (width > 1 && height > 1) overlaps.push(`"${a.text}" over "${b.text}"`);
    }
  });
  return overlaps;
}

/** Text under `host` that a clipping box cuts, with the box that cuts it. */
export function cutText(host: Element): string[] {
  return textBoxes(host)
    .filter((box) => box.cut)
    .map((box) => `"${box.text}" ${box.cut}`);
}

/** Text under `host` drawn outside the host's own box: wider than the column it was given. */
export function textOutside(host: Element): string[] {
  const box = host.getBoundingClientRect();
  return textBoxes(host)
    .filter(({ rect }) => rect.left < box.left - 1 || rect.right > box.right + 1)
    .map(({ text }) => `"${text}"`);
}

/**
 * Neighbouring cells of a row under `root` whose texts are drawn less than `gapPx` apart on one
 * line: "65,120.50" and "65,161.11" with no room between them read as one figure.
 */
export function runTogether(root: ParentNode, gapPx = 8): string[] {
  const found: string[] = [];
  for (const row of root.querySelectorAll('tr')) {
    const texts = [...row.children].map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return { text: cell.textContent, rect: range.getBoundingClientRect() };
    });
    texts.forEach((a) => {
      for (const b of texts) {
        const sameLine = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top) > 1;
        const gap = b.rect.left - a.rect.right;
        if (a !== b && sameLine && b.rect.left >= a.rect.left && gap < gapPx)
          found.push(`"${a.text}" against "${b.text}"`);
      }
    });
  }
  return found;
}

/** How many pixels the page scrolls sideways (0 when it fits the window). */
export function pageOverflow(): number {
  return Math.max(0, document.documentElement.scrollWidth - innerWidth);
}

/**
 * What a visitor on a phone needs: no sideways page scroll, no text over text, none cut off.
 * `root` is the element, or a part of it drawn over the rest (an open drawer, a popup).
 */
export function expectPhoneLayout(root: Element) {
  expect(pageOverflow(), `the page scrolls sideways at ${innerWidth} px`).to.equal(0);
  expect(overlappingText(root), `overlapping text in <${root.localName}>`).to.deep.equal([]);
  expect(cutText(root), `text cut off in <${root.localName}>`).to.deep.equal([]);
}
