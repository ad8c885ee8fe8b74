import { expect } from '@open-wc/testing';
import { FakeClock } from '../../test/fake-clock';
import { throttle } from './throttle';

function recorder(ms: number) {
  const clock = new FakeClock();
  const calls: number[] = [];
  const throttled = throttle((value: number) => void calls.push(value), ms, clock);
  return { clock, calls, throttled };
}

describe('throttle', () => {
  it('runs the first call at once', () => {
    const { calls, throttled } = recorder(100);
    throttled(1);
    expect(calls).to.deep.equal([1]);
  });

  it('runs calls made within the window once, with the last value, when the window closes', () => {
    const { clock, calls, throttled } = recorder(100);
    throttled(1);
    throttled(2);
    throttled(3);
    clock.advance(99);
    expect(calls).to.deep.equal([1]);
    clock.advance(1);
    expect(calls).to.deep.equal([1, 3]);
  });

  it('runs at most once per window while calls keep coming', () => {
    const { clock, calls, throttled } = recorder(60);
    for (let time = 0; time < 600; time += 10) {
      throttled(time);
      clock.advance(10);
    }
    clock.advance(60);
    expect(calls.length).to.equal(11);
    expect(calls.at(-1)).to.equal(590);
  });

  it('runs a call at once again after a quiet window', () => {
    const { clock, calls, throttled } = recorder(100);
    throttled(1);
    clock.advance(100);
    throttled(2);
    expect(calls).to.deep.equal([1, 2]);
  });

  it('drops the pending call when cancelled', () => {
    const { clock, calls, throttled } = recorder(100);
    throttled(1);
    throttled(2);
    throttled.cancel();
    clock.advance(200);
    expect(calls).to.deep.equal([1]);
    throttled(3);
    expect(calls).to.deep.equal([1, 3]);
  });
});
