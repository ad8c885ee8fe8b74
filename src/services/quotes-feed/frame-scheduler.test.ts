import { expect } from '@open-wc/testing';
import { createFramePacer, nextFlushAt, rowsPerFlush, type FrameHost } from './frame-scheduler';
import { FakeClock } from '../../test/fake-clock';
import { INSTRUMENTS_PER_FLUSH } from './quote-store';

/** Frames by hand: `frame(cost)` runs the frame's callbacks, then its rendering takes `cost` ms. */
class FakeFrames implements FrameHost {
  readonly clock = new FakeClock(0);
  #frames = new Set<() => void>();
  #afterFrame: (() => void)[] = [];

  now = () => this.clock.now();
  requestFrame = (callback: () => void) => {
    this.#frames.add(callback);
    return () => void this.#frames.delete(callback);
  };
  afterFrame = (callback: () => void) => void this.#afterFrame.push(callback);
  setTimer = (callback: () => void, ms: number) => {
    const timer = this.clock.setTimeout(callback, ms);
    return () => this.clock.clearTimeout(timer);
  };

  /** How many callbacks wait for the next frame. */
  get requested() {
    return this.#frames.size;
  }

  frame(costMs = 1) {
    const callbacks = [...this.#frames];
    this.#frames.clear();
    for (const callback of callbacks) callback();
    this.clock.jump(costMs);
    for (const callback of this.#afterFrame.splice(0)) callback();
  }
}

function setUp() {
  const frames = new FakeFrames();
  // Half the main thread, so the figures below are easy to follow.
  const pacer = createFramePacer(frames, 0.5);
  const flushedAt: number[] = [];
  const request = () => pacer.schedule(() => flushedAt.push(frames.now()));
  /** A frame `ms` after the last. */
  const frameAfter = (ms: number) => {
    frames.clock.advance(ms);
    frames.frame(0);
  };
  return { frames, pacer, request, flushedAt, frameAfter };
}

describe('the quotes frame scheduler', () => {
  it('allows the next flush once a flush has taken half the time since it began, capped at 250 ms', () => {
    expect(nextFlushAt(100, 3, 0.5)).to.equal(106);
    expect(nextFlushAt(100, 30, 0.5)).to.equal(160);
    expect(nextFlushAt(100, 200, 0.5)).to.equal(350);
    expect(nextFlushAt(100, 30, 0.4)).to.equal(175);
  });

  it('flushes at every frame while frames are cheap, and the page is not under load', () => {
    const { frames, pacer, request, flushedAt } = setUp();
    for (let frame = 0; frame < 3; frame++) {
      request();
      frames.frame(3);
      frames.clock.advance(13);
    }
    expect(flushedAt).to.deep.equal([0, 16, 32]);
    expect(pacer.underLoad()).to.equal(false);
  });

  it('skips frames after a costly one until the flush has taken at most half the time since it began', () => {
    const { frames, request, flushedAt, frameAfter } = setUp();
    request();
    frames.frame(30);
    request();
    frameAfter(3);
    frameAfter(17);
    expect(flushedAt, 'frames at 33 and 50 ms wait').to.deep.equal([0]);
    frames.clock.advance(17);
    frames.frame(0);
    expect(flushedAt, 'the frame at 67 ms flushes').to.deep.equal([0, 67]);
  });

  it('asks for no frame while a flush is held back, and for one when it may run', () => {
    const { frames, request, flushedAt, frameAfter } = setUp();
    request();
    frames.frame(30);
    request();
    expect(frames.requested, 'a frame asked for at 30 ms').to.equal(0);
    frameAfter(20);
    expect(frames.requested, 'a frame asked for at 50 ms').to.equal(0);
    frames.clock.advance(10);
    expect(frames.requested, 'no frame asked for at 60 ms').to.equal(1);
    frames.frame(0);
    expect(flushedAt).to.deep.equal([0, 60]);
  });

  it('is under load while a costly frame holds the next flush back, and not once frames are cheap again', () => {
    const { frames, pacer, request } = setUp();
    const seenByFlush: boolean[] = [];
    request();
    frames.frame(30);
    expect(pacer.underLoad()).to.equal(true);
    frames.clock.advance(40);
    pacer.schedule(() => seenByFlush.push(pacer.underLoad()));
    frames.frame(4);
    expect(seenByFlush, 'the next flush, as its rows render, sees the costly frame').to.deep.equal([true]);
    expect(pacer.underLoad()).to.equal(false);
  });

  it('lets a flush write as many rows as a share of a frame holds at the last cost a row, eight at least', () => {
    expect(rowsPerFlush(10, 1, 0.3), '0.1 ms a row, 5 ms a frame').to.equal(50);
    expect(rowsPerFlush(10, 0, 0.3), 'a frame timed at 0 ms').to.equal(500);
    expect(rowsPerFlush(8, 40, 0.3), '5 ms a row').to.equal(INSTRUMENTS_PER_FLUSH);
    const { frames, pacer } = setUp();
    const limits: (number | undefined)[] = [];
    const request = (rows: number) => pacer.schedule((limit) => (limits.push(limit), rows));
    request(10);
    frames.frame(1);
    frames.clock.advance(15);
    request(20);
    frames.frame(30);
    frames.clock.advance(60);
    request(0);
    frames.frame(1);
    frames.clock.advance(15);
    request(1);
    expect(limits, 'the first, after 10 rows in 1 ms, after 20 in 30 ms and a flush of none').to.deep.equal([
      INSTRUMENTS_PER_FLUSH,
      83,
      INSTRUMENTS_PER_FLUSH,
    ]);
    frames.frame(1);
    expect(limits.at(-1)).to.equal(INSTRUMENTS_PER_FLUSH);
  });

  it('runs a held-back flush at the next frame once hurried: the last tick of a stream shows at once', () => {
    const { frames, request, flushedAt, frameAfter } = setUp();
    request();
    frames.frame(30);
    const pending = request();
    frameAfter(3);
    expect(flushedAt, 'the frame at 33 ms waits').to.deep.equal([0]);
    pending!.hurry();
    frameAfter(17);
    expect(flushedAt, 'hurried, the frame at 50 ms flushes').to.deep.equal([0, 50]);
  });

  it('waits no more than 250 ms after a very long frame', () => {
    const { frames, request, flushedAt, frameAfter } = setUp();
    request();
    frames.frame(200);
    request();
    frameAfter(33);
    frameAfter(16);
    expect(flushedAt, 'the frames at 233 and 249 ms wait').to.deep.equal([0]);
    frames.clock.advance(2);
    frames.frame(0);
    expect(flushedAt).to.deep.equal([0, 251]);
  });

  it('flushes once after 1 s when no frame comes (a hidden tab)', () => {
    const { frames, request, flushedAt } = setUp();
    request();
    frames.clock.advance(999);
    expect(flushedAt).to.deep.equal([]);
    frames.clock.advance(1);
    frames.frame(0);
    expect(flushedAt).to.deep.equal([1_000]);
  });
});
