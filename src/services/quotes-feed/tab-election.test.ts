/**
 * The election of one feed address's leader, on a Web Locks stand-in of one lock and a fake
 * clock: who leads, who takes over when the leader leaves, and when a follower steals the lock
 * of a leader gone silent. With the real Web Locks between tabs: browser-feed.test.ts.
 */
import { expect } from '@open-wc/testing';
import { FakeClock } from '../../test/fake-clock';
import { createDeadlines } from './deadlines';
import { createTabElection } from './tab-election';

const TIMINGS = { leaderSilentMs: 1_000, heartbeatMs: 100 };

/** Lets the lock's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

/** One exclusive lock, granted in request order; a steal takes it at once and the holder's request rejects. */
function oneLock() {
  type Request = { grant: () => Promise<void>; reject: (error: Error) => void };
  const queue: Request[] = [];
  let holder: Request | null = null;
  const next = () => {
    if (holder || queue.length === 0) return;
    holder = queue.shift()!;
    const mine = holder;
    void mine.grant().then(() => {
      if (holder === mine) holder = null;
      next();
    });
  };
  const request = (_name: string, options: LockOptions, callback: () => Promise<void>) =>
    new Promise<void>((resolve, reject) => {
      const entry: Request = { grant: () => callback().then(resolve), reject };
      if (options.steal) {
        holder?.reject(new DOMException('Stolen', 'AbortError'));
        holder = null;
        queue.unshift(entry);
        return next();
      }
      options.signal?.addEventListener('abort', () => {
        const index = queue.indexOf(entry);
        if (index >= 0) queue.splice(index, 1);
        reject(new DOMException('Withdrawn', 'AbortError'));
      });
      queue.push(entry);
      next();
    });
  return { request: request as unknown as LockManager['request'] };
}

function tab(locks: Pick<LockManager, 'request'>, clock: FakeClock, log: string[], name: string) {
  return createTabElection({
    locks,
    lockName: 'feed',
    clock,
    deadlines: createDeadlines(clock),
    timings: TIMINGS,
    random: () => 0.5,
    lead: () => log.push(`${name} leads`),
    stepDown: (announce) => log.push(`${name} steps down${announce ? ', announced' : ''}`),
  });
}

/** Two tabs of one lock on one fake clock, both joined and settled: the first leads. */
async function joinedTabs(first: string, second: string) {
  const clock = new FakeClock();
  const locks = oneLock();
  const log: string[] = [];
  const tabs = [tab(locks, clock, log, first), tab(locks, clock, log, second)] as const;
  tabs.forEach((each) => each.join());
  await settle();
  return { clock, log, tabs };
}

describe('tab election (which tab leads one feed)', () => {
  it('gives the lock to the first tab, and to the next when it leaves', async () => {
    const {
      log,
      tabs: [a, b],
    } = await joinedTabs('a', 'b');
    expect([a.leading, b.leading]).to.deep.equal([true, false]);
    a.leave();
    await settle();
    expect(log).to.deep.equal(['a leads', 'a steps down, announced', 'b leads']);
    expect(b.leading).to.equal(true);
  });

  it('steals the lock once no leader spoke for leaderSilentMs plus its jitter, counted from the last word', async () => {
    const {
      clock,
      log,
      tabs: [hung, b],
    } = await joinedTabs('hung', 'b');
    clock.advance(500);
    b.heardLeader(); // the leader's last heartbeat
    const window = TIMINGS.leaderSilentMs + 0.5 * TIMINGS.heartbeatMs;
    clock.advance(window - 1);
    await settle();
    expect(b.leading, 'within the window').to.equal(false);
    clock.advance(1);
    await settle();
    expect(b.leading).to.equal(true);
    expect(hung.leading, 'the robbed leader follows').to.equal(false);
    expect(log).to.deep.equal(['hung leads', 'b leads', 'hung steps down']);
  });

  it('keeps a leader that speaks, and steps down nobody on a word heard while leading', async () => {
    const {
      clock,
      log,
      tabs: [a, b],
    } = await joinedTabs('a', 'b');
    for (let beat = 0; beat < 30; beat++) {
      clock.advance(TIMINGS.heartbeatMs);
      b.heardLeader();
      a.heardLeader();
    }
    await settle();
    expect(log).to.deep.equal(['a leads']);
  });
});
