import { expect } from '@open-wc/testing';
import { createTabRoster } from './tab-roster';

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
    expect(roster.heard('a', ['EURUSD', 'GBPUSD'], 0)).to.deep.equal(['EURUSD', 'GBPUSD']);
    expect(roster.heard('a', ['EURUSD', 'GBPUSD'], 10), 'a heartbeat adds nothing').to.deep.equal([]);
    expect(roster.heard('a', ['GBPUSD', 'XAUUSD'], 20)).to.deep.equal(['XAUUSD']);
    expect(roster.tabs().get('a')).to.deep.equal(['GBPUSD', 'XAUUSD']);
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
    expect(roster.heard('slow', ['EURUSD'], 5000)).to.deep.equal(['EURUSD']);
    expect(roster.tabs().get('slow')).to.deep.equal(['EURUSD']);
  });
});
