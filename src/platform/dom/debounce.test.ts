import { expect } from '@open-wc/testing';
import { debounce } from './debounce';
import { FakeClock } from '../../test/fake-clock';

describe('debounce', () => {
  it('runs once, with the last value, when calls have paused for the delay', () => {
    const clock = new FakeClock();
    const runs: string[] = [];
    const debounced = debounce((value: string) => runs.push(value), 500, clock);
    debounced('f');
    clock.advance(300);
    debounced('fo');
    clock.advance(300);
    debounced('for');
    clock.advance(499);
    expect(runs).to.deep.equal([]);
    clock.advance(1);
    expect(runs).to.deep.equal(['for']);
    clock.advance(5000);
    expect(runs).to.deep.equal(['for']);
  });

  it('runs nothing after cancel', () => {
    const clock = new FakeClock();
    const runs: string[] = [];
    const debounced = debounce((value: string) => runs.push(value), 500, clock);
    debounced('forex');
    debounced.cancel();
    clock.advance(1000);
    expect(runs).to.deep.equal([]);
  });
});
