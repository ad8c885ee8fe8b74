import { expect } from '@open-wc/testing';
import { createDeadlines } from './deadlines';
import { FakeClock } from '../../test/fake-clock';

describe('wall-clock deadlines', () => {
  it('runs a deadline once, when its time comes', () => {
    const clock = new FakeClock();
    const deadlines = createDeadlines<'a'>(clock);
    let runs = 0;
    deadlines.set('a', 100, () => runs++);
    clock.advance(99);
    expect(runs).to.equal(0);
    clock.advance(1);
    clock.advance(1_000);
    expect(runs).to.equal(1);
    expect(deadlines.size).to.equal(0);
  });

  it('replaces a deadline set again under the same name, and clears', () => {
    const clock = new FakeClock();
    const deadlines = createDeadlines<'a' | 'b'>(clock);
    const runs: string[] = [];
    deadlines.set('a', 100, () => runs.push('first'));
    deadlines.set('a', 200, () => runs.push('second'));
    deadlines.set('b', 50, () => runs.push('b'));
    deadlines.clear('b');
    clock.advance(1_000);
    expect(runs).to.deep.equal(['second']);
    expect(clock.pending).to.equal(0);
  });

  it('runs every passed deadline, oldest first, on recheck after the clock jumped', () => {
    const clock = new FakeClock();
    const deadlines = createDeadlines<'a' | 'b' | 'c'>(clock);
    const runs: string[] = [];
    deadlines.set('b', 200, () => runs.push('b'));
    deadlines.set('a', 100, () => runs.push('a'));
    deadlines.set('c', 5_000, () => runs.push('c'));
    clock.jump(300);
    deadlines.recheck();
    expect(runs).to.deep.equal(['a', 'b']);
    expect(deadlines.has('c')).to.equal(true);
    expect(clock.pending, 'the late timers were cancelled').to.equal(1);
  });

  it('waits out a timer that fires before the wall clock reaches the deadline', () => {
    let now = 0;
    const timers: (() => void)[] = [];
    const clock = { now: () => now, setTimeout: (run: () => void) => timers.push(run), clearTimeout: () => {} };
    const deadlines = createDeadlines<'a'>(clock);
    let runs = 0;
    deadlines.set('a', 100, () => runs++);
    now = 99;
    timers.shift()!();
    expect(runs).to.equal(0);
    now = 100;
    timers.shift()!();
    expect(runs).to.equal(1);
  });

  it('clears everything at once', () => {
    const clock = new FakeClock();
    const deadlines = createDeadlines<'a' | 'b'>(clock);
    deadlines.set('a', 100, () => {});
    deadlines.set('b', 100, () => {});
    deadlines.clearAll();
    expect(deadlines.size).to.equal(0);
    expect(clock.pending).to.equal(0);
  });
});
