import { expect } from '@open-wc/testing';
import { createTabRoster, ROSTER_LIMITS } from './tab-roster';

describe('tab roster (the other tabs of one feed)', () => {
  it('keeps each tab’s instruments', () => {
    const roster = createTabRoster(1000);
    roster.heard('a', ['EURUSD', 'GBPUSD'], 0);
    roster.heard('b', ['GBPUSD', 'USDJPY'], 0);
    expect([...roster.tabs()]).to.deep.equal([
      ['a', ['EURUSD', 'GBPUSD']],
      ['b', ['GBPUSD', 'USDJPY']],
    ]);
    expect(roster.size).to.equal(2);
  });

  it('tells which instruments a tab has added, so the leader sends it their latest quotes', () => {
    const roster = createTabRoster(1000);
    expect(roster.heard('a', ['EURUSD', 'GBPUSD'], 0)).to.deep.equal({ changed: true, added: ['EURUSD', 'GBPUSD'] });
    expect(roster.heard('a', ['EURUSD', 'GBPUSD'], 10), 'a heartbeat changes nothing').to.deep.equal({
      changed: false,
      added: [],
    });
    expect(roster.heard('a', ['GBPUSD', 'XAUUSD'], 20)).to.deep.equal({ changed: true, added: ['XAUUSD'] });
    expect(roster.heard('a', ['XAUUSD'], 30)).to.deep.equal({ changed: true, added: [] });
    expect(roster.tabs().get('a')).to.deep.equal(['XAUUSD']);
  });

  it('drops a tab that says goodbye or wants nothing', () => {
    const roster = createTabRoster(1000);
    roster.heard('a', ['EURUSD'], 0);
    roster.heard('b', ['GBPUSD'], 0);
    roster.left('a');
    roster.heard('b', [], 0);
    expect([...roster.tabs()]).to.deep.equal([]);
    expect(roster.size).to.equal(0);
    expect(roster.nextExpiry()).to.equal(null);
  });

  it('drops a tab not heard from for the window, and only that one', () => {
    const roster = createTabRoster(1000);
    roster.heard('killed', ['EURUSD'], 0);
    roster.heard('alive', ['GBPUSD'], 0);
    expect(roster.nextExpiry()).to.equal(1000);
    roster.heard('alive', ['GBPUSD'], 600);
    expect(roster.expire(999)).to.deep.equal([]);
    expect(roster.expire(1000)).to.deep.equal(['killed']);
    expect([...roster.tabs().keys()]).to.deep.equal(['alive']);
    expect(roster.nextExpiry()).to.equal(1600);
  });

  it('takes a dropped tab back when it is heard again (a background tab whose timers were held back)', () => {
    const roster = createTabRoster(1000);
    roster.heard('slow', ['EURUSD'], 0);
    roster.expire(5000);
    expect(roster.heard('slow', ['EURUSD'], 5000).added).to.deep.equal(['EURUSD']);
    expect(roster.tabs().get('slow')).to.deep.equal(['EURUSD']);
  });

  it('keeps the tabs in the order last heard: the next expiry is the first’s, whatever the number of tabs', () => {
    const roster = createTabRoster(1000);
    roster.heard('a', ['EURUSD'], 0);
    roster.heard('b', ['GBPUSD'], 100);
    roster.heard('a', ['EURUSD'], 200); // a heartbeat: 'a' is now the last heard
    expect([...roster.tabs().keys()]).to.deep.equal(['b', 'a']);
    expect(roster.nextExpiry()).to.equal(1100);
    expect(roster.expire(1100)).to.deep.equal(['b']);
    expect(roster.nextExpiry()).to.equal(1200);
  });

  it('takes no tab beyond the limits: as many tabs, or as many instruments in all, as a browser’s real tabs never reach', () => {
    const roster = createTabRoster(1000);
    for (let index = 0; index < ROSTER_LIMITS.tabs; index++) roster.heard(`t${index}`, ['EURUSD'], index);
    expect(roster.heard('one-too-many', ['GBPUSD'], 500)).to.deep.equal({ changed: false, added: [] });
    expect(roster.size).to.equal(ROSTER_LIMITS.tabs);
    expect(roster.heard('t0', ['EURUSD', 'GBPUSD'], 500).added, 'a tab in the roster changes its list').to.deep.equal([
      'GBPUSD',
    ]);
    roster.left('t1');
    expect(roster.heard('one-too-many', ['GBPUSD'], 600).changed, 'a place came free').to.equal(true);

    const big = createTabRoster(1000);
    const list = (from: number, count: number) => Array.from({ length: count }, (_, index) => `I${from + index}`);
    big.heard('a', list(0, ROSTER_LIMITS.instruments - 10), 0);
    expect(big.heard('b', list(0, 11), 0).changed, 'one instrument too many').to.equal(false);
    expect(big.heard('b', list(0, 10), 0).changed).to.equal(true);
    expect(big.heard('a', list(0, 5), 0).changed, 'a shorter list frees room').to.equal(true);
    expect(big.heard('b', list(0, 500), 0).changed).to.equal(true);
  });

  it('hears 20,000 tabs in well under a second (no pass over every tab per message)', () => {
    const roster = createTabRoster(1000);
    const started = performance.now();
    for (let index = 0; index < 20_000; index++) {
      roster.heard(`t${index}`, ['EURUSD'], index);
      roster.nextExpiry();
      roster.expire(index);
    }
    expect(performance.now() - started).to.be.below(250);
  });
});
