import { expect } from '@open-wc/testing';
import { debounce } from './debounce';
import { fakeTimers } from '../../test/fake-timers';

describe('debounce', () => {
  it('runs once, with the last value, when calls have paused for the delay', () => {
    const clock = fakeTimers();
    const runs: string[] = [];
    const debounced = debounce((value: string) => runs.push(value), 500, clock.timers);
    debounced('f');
    clock.tick(300);
    debounced('fo');
    clock.tick(300);
    debounced('for');
    clock.tick(499);
    expect(runs).to.deep.equal([]);
    clock.tick(1);
    expect(runs).to.deep.equal(['for']);
    clock.tick(5000);
    expect(runs).to.deep.equal(['for']);
  });

  it('runs nothing after cancel', () => {
    const clock = fakeTimers();
    const runs: string[] = [];
    const debounced = debounce((value: string) => runs.push(value), 500, clock.timers);
    debounced('forex');
    debounced.cancel();
    clock.tick(1000);
    expect(runs).to.deep.equal([]);
  });
});
