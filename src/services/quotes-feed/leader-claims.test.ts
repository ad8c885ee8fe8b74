import { expect } from '@open-wc/testing';
import { createLeaderClaims } from './leader-claims';

const WINDOW_MS = 40_000;

describe('leader claims (what a follower makes of its leader’s status)', () => {
  it('believes a live leader whose data comes', () => {
    const claims = createLeaderClaims(WINDOW_MS);
    claims.follow(0);
    expect(claims.said('live', 1_000)).to.deep.equal({ shown: 'live', alive: true });
    claims.data(30_000);
    expect(claims.said('live', 30_000 + WINDOW_MS)).to.deep.equal({ shown: 'live', alive: true });
  });

  it('takes a "live" with no data for longer than the window as no word of a living leader, and shows stale', () => {
    const claims = createLeaderClaims(WINDOW_MS);
    claims.follow(0);
    claims.data(1_000);
    expect(claims.said('live', 1_000 + WINDOW_MS + 1)).to.deep.equal({ shown: 'stale', alive: false });
    expect(claims.data(50_000), 'data again: live').to.equal('live');
    expect(claims.said('live', 50_000)).to.deep.equal({ shown: 'live', alive: true });
  });

  it('keeps a leader that says it has no data (a quiet market): only "live" claims data', () => {
    const claims = createLeaderClaims(WINDOW_MS);
    claims.follow(0);
    for (const status of ['connecting', 'stale', 'reconnecting'] as const)
      expect(claims.said(status, 10 * WINDOW_MS)).to.deep.equal({ shown: status, alive: true });
    expect(claims.data(10 * WINDOW_MS), 'data after a status that is not live changes nothing').to.equal(null);
  });

  it('gives a tab that begins to follow the window for the first data, and forgets what the last leader said', () => {
    const claims = createLeaderClaims(WINDOW_MS);
    claims.follow(0);
    claims.said('live', 100);
    claims.follow(100_000);
    expect(claims.data(100_001), 'no claim heard since').to.equal(null);
    expect(claims.said('live', 100_000 + WINDOW_MS)).to.deep.equal({ shown: 'live', alive: true });
  });
});
