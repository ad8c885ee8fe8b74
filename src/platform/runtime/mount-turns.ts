/**
 * First renders spread over tasks. Elements that connect in one task (a page's elements as their
 * definitions register, a lazy chunk's instances as it arrives) render at once, in document
 * order, while that script has spent less than `SLICE_MS` on first renders; the rest take their
 * turns in the tasks that follow. Each element is a React root of its own and its first render
 * costs a few milliseconds, tens on a phone: rendered in one go, a page of twenty buttons and
 * tabs is one start-up task long enough to block a tap (what Lighthouse's TBT counts). Turns
 * follow document order, so the elements at the top of the page render before the first paint;
 * the entry registers its definitions inside `inDocumentOrder`, since each definition upgrades
 * its own tag's instances first, and those on the first screen render at once whatever the time.
 */
import { nextTask } from '../dom/next-task';

/** The milliseconds a task spends on first renders: Lighthouse's 4x slowdown makes 8 into 32. */
const SLICE_MS = 8;

let sliceStartedAt: number | undefined;
/** Elements waiting for their turn, in the order they connected; each with its first render. */
const waiting = new Map<Element, () => void>();
let turnsPosted = false;
/** While true, every first render waits, to be taken in document order afterwards. */
let holding = false;

/**
 * True while the running script has spent less than `SLICE_MS` on first renders. The slice ends
 * with the script (the next microtask checkpoint), not with a later task: a task that runs before
 * a posted reset would otherwise inherit an old slice and defer a lone element for nothing.
 */
function inSlice(): boolean {
  const now = performance.now();
  if (sliceStartedAt === undefined) {
    sliceStartedAt = now;
    queueMicrotask(() => (sliceStartedAt = undefined));
  }
  return now - sliceStartedAt < SLICE_MS;
}

/** Document order for the elements of one tree; others keep the order they connected in. */
function byDocumentOrder([a]: [Element, unknown], [b]: [Element, unknown]): number {
  if (a.getRootNode() !== b.getRootNode()) return 0;
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/** Whether the element starts within the first screen (measured for all at once: one layout). */
function onFirstScreen(elements: Element[]): Set<Element> {
  const tops = elements.map((element) => [element, element.getBoundingClientRect().top] as const);
  return new Set(tops.filter(([, top]) => top < innerHeight).map(([element]) => element));
}

/**
 * Renders waiting elements in document order while the task has time; with `firstScreen`, those
 * that start within the first screen render regardless, so the first paint shows them whole.
 */
function takeTurns(firstScreen = false): void {
  turnsPosted = false;
  const turns = [...waiting].sort(byDocumentOrder);
  const now = firstScreen ? onFirstScreen(turns.map(([element]) => element)) : new Set<Element>();
  for (const [element, render] of turns) {
    if (!now.has(element) && !inSlice()) continue;
    waiting.delete(element);
    render();
  }
  postTurns();
}

function postTurns(): void {
  if (turnsPosted || waiting.size === 0) return;
  turnsPosted = true;
  nextTask(takeTurns);
}

/**
 * Runs `render` now if this task still has time for first renders and nobody is waiting, or
 * later in its turn. Returns true when it ran now.
 */
export function renderInTurn(element: Element, render: () => void): boolean {
  if (!holding && waiting.size === 0 && inSlice()) {
    render();
    return true;
  }
  waiting.set(element, render);
  postTurns();
  return false;
}

/** An element removed before its turn gives its turn up; true if it was waiting. */
export function giveUpTurn(element: Element): boolean {
  return waiting.delete(element);
}

/**
 * Runs `connect`, which upgrades many elements, then renders those on the first screen, and the
 * others in document order as turns allow.
 */
export function inDocumentOrder(connect: () => void): void {
  holding = true;
  try {
    connect();
  } finally {
    holding = false;
  }
  takeTurns(true);
}
