import { expect } from '@open-wc/testing';
import { campaignCookieWrites, referralCookieWrites, visitCookieWrite } from './tracking-cookie-rules';

describe('tracking cookie rules', () => {
  describe('referral cookies', () => {
    it('keeps ref_id 90 days, raf as raf_code 365, affid 365, cxd 365 and sub_id 90, all SameSite=Lax on path /', () => {
      const { writes, refused } = referralCookieWrites('?ref_id=123&raf=FRIEND_1&affid=77&cxd=c-9&sub_id=s1&x=1');
      expect(refused).to.deep.equal([]);
      const lax = { path: '/', sameSite: 'Lax' };
      expect(writes).to.deep.equal([
        { name: 'ref_id', value: '123', attributes: { expires: 90, ...lax } },
        { name: 'raf_code', value: 'FRIEND_1', attributes: { expires: 365, ...lax } },
        { name: 'affid', value: '77', attributes: { expires: 365, ...lax } },
        { name: 'cxd', value: 'c-9', attributes: { expires: 365, ...lax } },
        { name: 'sub_id', value: 's1', attributes: { expires: 90, ...lax } },
      ]);
    });

    it('makes ref_id 20973, and only that one, SameSite=None and Secure', () => {
      expect(referralCookieWrites('?ref_id=20973').writes[0]!.attributes).to.deep.equal({
        expires: 90,
        path: '/',
        sameSite: 'None',
        secure: true,
      });
      expect(referralCookieWrites('?ref_id=209730').writes[0]!.attributes.sameSite).to.equal('Lax');
      expect(referralCookieWrites('?sub_id=20973').writes[0]!.attributes.sameSite).to.equal('Lax');
    });

    it('refuses a value that would add cookie attributes, raw or percent-encoded', () => {
      for (const search of [
        '?ref_id=1;domain=evil.com',
        '?ref_id=1%3Bdomain%3Devil.com',
        '?ref_id=1%0d%0aSet-Cookie:x',
      ]) {
        expect(referralCookieWrites(search)).to.deep.equal({ writes: [], refused: ['ref_id'] });
      }
    });

    it('accepts letters, digits, _ and - up to 64 characters and refuses anything longer or else', () => {
      expect(referralCookieWrites(`?affid=${'a'.repeat(64)}`).writes).to.have.length(1);
      expect(referralCookieWrites(`?affid=${'a'.repeat(65)}`).refused).to.deep.equal(['affid']);
      expect(referralCookieWrites('?cxd=a b&raf=é&sub_id=<x>').refused).to.deep.equal(['raf', 'cxd', 'sub_id']);
    });

    it('writes the good values of a URL that also carries a bad one', () => {
      const { writes, refused } = referralCookieWrites('?ref_id=1;x&affid=77');
      expect(writes.map((write) => write.name)).to.deep.equal(['affid']);
      expect(refused).to.deep.equal(['ref_id']);
    });

    it('ignores empty parameters without complaint', () => {
      expect(referralCookieWrites('?ref_id=&raf')).to.deep.equal({ writes: [], refused: [] });
    });
  });

  describe('campaign cookie', () => {
    const now = new Date(2025, 0, 31, 12, 0, 0);

    it('keeps the utm_* parameters as a query string for six calendar months', () => {
      const { writes } = campaignCookieWrites(
        '?utm_source=google.com&utm_medium=cpc&utm_campaign=spring sale&a=1',
        now,
      );
      expect(writes).to.have.length(1);
      expect(writes[0]!.name).to.equal('campaign_tracking');
      expect(writes[0]!.value).to.equal('utm_source=google.com&utm_medium=cpc&utm_campaign=spring+sale');
      expect(writes[0]!.attributes).to.deep.equal({
        expires: new Date(2025, 6, 31, 12, 0, 0),
        path: '/',
        sameSite: 'Lax',
      });
    });

    it('takes another lifetime in months', () => {
      const { writes } = campaignCookieWrites('?utm_source=x', new Date(2025, 2, 1), 1);
      expect(writes[0]!.attributes.expires).to.deep.equal(new Date(2025, 3, 1));
    });

    it('writes nothing for a landing without utm_* parameters, so the earlier campaign stays', () => {
      expect(campaignCookieWrites('?ref_id=1', now)).to.deep.equal({ writes: [], refused: [] });
    });

    it('refuses values with characters outside letters, digits, space, _, . and -', () => {
      const { writes, refused } = campaignCookieWrites('?utm_source=a;b&utm_medium=cpc', now);
      expect(refused).to.deep.equal(['utm_source']);
      expect(writes[0]!.value).to.equal('utm_medium=cpc');
    });
  });

  describe('visit cookie', () => {
    it('starts a visit with a new id that lasts 30 minutes', () => {
      expect(visitCookieWrite(undefined, () => 'abc123')).to.deep.equal({
        name: 'visit_session',
        value: 'abc123',
        attributes: { expires: 30 / (24 * 60), path: '/', sameSite: 'Lax' },
      });
    });

    it('keeps the id of a running visit and a fresh id replaces a tampered one', () => {
      expect(visitCookieWrite('abc123', () => 'new').value).to.equal('abc123');
      expect(visitCookieWrite('a;b', () => 'new').value).to.equal('new');
    });
  });
});
