import { expect } from '@open-wc/testing';
import { FakeClock } from '../../test/fake-clock';
import { createStaleWatch } from './stale-watch';

const START_MS = 1_700_000_000_000;
const NOW = START_MS / 1000;

/** A watch on a fake clock, and the quotes it called back for, in order. */
function watching() {
  const clock = new FakeClock(START_MS);
  return { clock, watch: createStaleWatch(clock), stale: [] as string[] };
}

describe('stale watch', () => {
  it('calls back once when a quote passes 1800 s, with one timer for every quote', () => {
    const { clock, watch, stale } = watching();
    watch.watch(NOW - 1799, () => stale.push('EURUSD'));
    watch.watch(NOW - 1000, () => stale.push('GBPUSD'));
    watch.watch(NOW - 1500, () => stale.push('USDJPY'));
    expect(clock.pending).to.equal(1);
    clock.advance(1000);
    expect(stale).to.deep.equal([]);
    clock.advance(1);
    expect(stale).to.deep.equal(['EURUSD']);
    expect(clock.pending).to.equal(1);
    clock.advance(300_000);
    expect(stale).to.deep.equal(['EURUSD', 'USDJPY']);
    clock.advance(500_000);
    expect(stale).to.deep.equal(['EURUSD', 'USDJPY', 'GBPUSD']);
    expect(clock.pending).to.equal(0);
  });

  it('does not call back a cancelled watch or one for a quote already stale', () => {
    const { clock, watch, stale } = watching();
    const cancel = watch.watch(NOW - 1799, () => stale.push('cancelled'));
    watch.watch(NOW - 1801, () => stale.push('already stale'));
    watch.watch(NOW - 1700, () => stale.push('later'));
    cancel();
    clock.advance(1_001);
    expect(stale).to.deep.equal([]);
    clock.advance(100_000);
    expect(stale).to.deep.equal(['later']);
  });

  it('brings the timer forward for an earlier expiry, and clears everything', () => {
    const { clock, watch, stale } = watching();
    watch.watch(NOW - 100, () => stale.push('late'));
    watch.watch(NOW - 1799, () => stale.push('early'));
    expect(clock.pending).to.equal(1);
    clock.advance(1_001);
    expect(stale).to.deep.equal(['early']);
    watch.clear();
    expect(clock.pending).to.equal(0);
    clock.advance(3_600_000);
    expect(stale).to.deep.equal(['early']);
  });
});
