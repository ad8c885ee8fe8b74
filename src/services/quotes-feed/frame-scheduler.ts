/**
 * The default flush scheduler: the next animation frame, or 1 s when no frame comes first
 * (a hidden tab gets no frames; its rows are still current when it shows again).
 */
import type { FrameScheduler } from './quote-store';

const HIDDEN_FLUSH_MS = 1_000;

export const nextFrame: FrameScheduler = (flush) => {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    flush();
  };
  const frame = requestAnimationFrame(run);
  const timer = setTimeout(run, HIDDEN_FLUSH_MS);
};
