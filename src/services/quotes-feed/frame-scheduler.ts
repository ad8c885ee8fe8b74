/**
 * The default flush scheduler: the next animation frame, or 1 s when no frame comes first (a
 * hidden tab gets no frames; its rows are still current when it shows again).
 *
 * Paced to the device. The frame of each flush (the rows' render, style, layout and paint) is
 * timed, and the next flush waits (on a timer, asking for no frame meanwhile) for a later frame
 * until that cost is at most `FRAME_SHARE` of the time since the flush began. A desktop's frames cost a few milliseconds and every frame
 * flushes; a slow phone's cost tens of milliseconds and flushes thin out to every third or fourth
 * frame, leaving the main thread to the visitor's taps and scrolls instead of filling it with
 * prices. A row still gets at most one write per frame, always of its latest quote, and waits
 * at most 250 ms (MAX_WAIT_MS) for it, or a frame once the flush is hurried (`hurry()`: the
 * stream has gone quiet, so its last tick shows at once). While flushes are thinned out the page
 * is `underLoad()`, and the rows leave out their flashes. A flush writes as many changed rows as
 * its share of a frame held at the last flush's cost (`rowsPerFlush`), the others at the next
 * flushes: a desktop writes a message's rows in one frame, a slow phone eight a frame.
 */
import { systemClock } from '../../platform/dom/clock';
import { nextTask } from '../../platform/dom/next-task';
import { INSTRUMENTS_PER_FLUSH, type FrameScheduler } from './quote-store';

const HIDDEN_FLUSH_MS = 1_000;
/**
 * The share of the main thread a flush's frames may take, over time. The socket's messages and
 * the browser's own frames take their part besides: with 0.3, 300 rows under 3,000 updates/s
 * keep a phone's main thread (4x slowdown) about half free (npm run bench; 0.4 left 38 %).
 */
export const FRAME_SHARE = 0.3;
/** The longest wait one costly frame (a garbage collection, a layout of the whole page) can cause. */
const MAX_WAIT_MS = 250;

/** The browser's clock and frames, injectable so the pacing is tested with a fake clock. */
export interface FrameHost {
  now(): number;
  /** Calls back at the next animation frame; returns a cancel function. */
  requestFrame(callback: () => void): () => void;
  /** Calls back once the current frame has been rendered (the next task). */
  afterFrame(callback: () => void): void;
  /** Calls back after `ms`; returns a cancel function. */
  setTimer(callback: () => void, ms: number): () => void;
}

/** When the next flush may run: after a flush began at `startedAt` and its frame cost `costMs`. */
export function nextFlushAt(startedAt: number, costMs: number, share = FRAME_SHARE): number {
  return startedAt + Math.min(costMs / share, MAX_WAIT_MS);
}

/** A frame lasts this long at 60 Hz: a flush whose wait runs past it thins out the frames. */
const FRAME_MS = 1000 / 60;

/**
 * The rows the next flush may write, after one that wrote `rows` in a frame of `costMs`: as many
 * as cost at most `share` of a 60 Hz frame at that cost a row (the frame's own work counted as
 * the rows', so it errs low), and never fewer than INSTRUMENTS_PER_FLUSH.
 */
export function rowsPerFlush(rows: number, costMs: number, share = FRAME_SHARE): number {
  const perRow = Math.max(costMs, 0.1) / rows;
  return Math.max(INSTRUMENTS_PER_FLUSH, Math.floor((FRAME_MS * share) / perRow));
}

export interface FramePacer {
  schedule: FrameScheduler;
  /** True while the last flush's frame was costly enough to hold the next one back. */
  underLoad(): boolean;
}

export function createFramePacer(host: FrameHost, share = FRAME_SHARE): FramePacer {
  let notBefore = -Infinity;
  /** How long the last flush held the next one back, from its own start. */
  let lastHold = 0;
  /** What the next flush may write; the first, before any frame was timed, the fewest. */
  let limit = INSTRUMENTS_PER_FLUSH;
  const schedule: FrameScheduler = (flush) => {
    let done = false;
    let hurried = false;
    let cancelFrame = (): void => undefined;
    let cancelWait = (): void => undefined;
    const run = () => {
      if (done) return;
      done = true;
      cancelFrame();
      cancelWait();
      cancelTimer();
      const startedAt = host.now();
      const rows = flush(limit);
      host.afterFrame(() => {
        const costMs = host.now() - startedAt;
        notBefore = nextFlushAt(startedAt, costMs, share);
        lastHold = notBefore - startedAt;
        if (rows > 0) limit = rowsPerFlush(rows, costMs, share);
      });
    };
    // A held flush waits on a timer, not frame after frame: a page with nothing else to draw
    // renders no frames meanwhile. The frame checks again (a flush that ran since may hold it).
    const onFrame = () => {
      if (host.now() < notBefore && !hurried) awaitFrame();
      else run();
    };
    const awaitFrame = () => {
      const wait = hurried ? 0 : notBefore - host.now();
      if (wait > 0) cancelWait = host.setTimer(() => (cancelFrame = host.requestFrame(onFrame)), wait);
      else cancelFrame = host.requestFrame(onFrame);
    };
    awaitFrame();
    const cancelTimer = host.setTimer(run, HIDDEN_FLUSH_MS);
    return {
      hurry() {
        if (done || hurried) return;
        hurried = true;
        cancelWait();
        cancelFrame();
        awaitFrame();
      },
    };
  };
  return { schedule, underLoad: () => lastHold > FRAME_MS };
}

function browserFrames(): FrameHost {
  return {
    // The one Clock, read at each call: a test's fake clock stands in for it.
    now: () => systemClock.now(),
    requestFrame(callback) {
      const frame = requestAnimationFrame(callback);
      return () => cancelAnimationFrame(frame);
    },
    // A task posted during a frame's callbacks runs after that frame has been rendered.
    afterFrame: nextTask,
    setTimer(callback, ms) {
      const timer = setTimeout(callback, ms);
      return () => clearTimeout(timer);
    },
  };
}

let pagePacer: FramePacer | undefined;
/** One pacing for the whole page: every feed's flushes share the same main thread. */
const pacer = () => (pagePacer ??= createFramePacer(browserFrames()));

export const nextFrame: FrameScheduler = (flush) => pacer().schedule(flush);
/** Whether the page's quotes are being thinned out to spare a slow device (see above). */
export const framesUnderLoad = (): boolean => pagePacer?.underLoad() ?? false;
