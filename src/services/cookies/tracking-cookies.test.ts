import { expect } from '@open-wc/testing';
import { DAY_MS, deleteCookies, storedCookie } from '../../test/cookies';
import { loggedDuring } from '../../test/logged';
import { applyCampaignCookie, applyReferralCookies, renewVisitCookie } from './index';

const REFERRAL = ['ref_id', 'raf_code', 'affid', 'cxd', 'sub_id'];

/** Whole days until a cookie expires. */
async function daysLeft(name: string): Promise<number> {
  const cookie = await storedCookie(name);
  return Math.round((cookie!.expires! - Date.now()) / DAY_MS);
}

const cookieNames = () => document.cookie.split('; ').map((cookie) => cookie.split('=')[0]);

describe('tracking cookies in the browser', () => {
  beforeEach(() => deleteCookies(...REFERRAL, 'campaign_tracking', 'visit_session', 'evil'));

  it('stores the referral parameters under their cookie names with their lifetimes', async () => {
    applyReferralCookies('?ref_id=123&raf=FRIEND_1&affid=77&cxd=c-9&sub_id=s1');
    expect(document.cookie).to.contain('ref_id=123').and.contain('raf_code=FRIEND_1').and.contain('affid=77');
    expect(document.cookie).to.contain('cxd=c-9').and.contain('sub_id=s1');
    expect(await daysLeft('ref_id')).to.equal(90);
    expect(await daysLeft('raf_code')).to.equal(365);
    expect(await daysLeft('affid')).to.equal(365);
    expect(await daysLeft('cxd')).to.equal(365);
    expect(await daysLeft('sub_id')).to.equal(90);
    expect(await storedCookie('ref_id')).to.include({ path: '/', sameSite: 'lax', secure: false });
  });

  it('stores ref_id 20973 as a cross-site cookie: SameSite=None and Secure', async () => {
    applyReferralCookies('?ref_id=20973');
    expect(await storedCookie('ref_id')).to.include({ value: '20973', sameSite: 'none', secure: true });
  });

  it('reads location.search by default', async () => {
    const original = location.href;
    history.replaceState(null, '', '?affid=from_url');
    try {
      applyReferralCookies();
    } finally {
      history.replaceState(null, '', original);
    }
    expect((await storedCookie('affid'))?.value).to.equal('from_url');
  });

  it('refuses a crafted ref_id=1;domain=evil.com: no cookie, one warning, other values still stored', async () => {
    const warnings = await loggedDuring(() => {
      applyReferralCookies('?ref_id=1;domain=evil.com&affid=77');
      applyReferralCookies('?ref_id=1%3Bdomain%3Devil.com%3B%20evil%3D1');
    }, 'warn');
    expect(await storedCookie('ref_id')).to.equal(null);
    expect(await storedCookie('evil')).to.equal(null);
    expect(cookieNames()).not.to.include('ref_id');
    expect((await storedCookie('affid'))?.value).to.equal('77');
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.contain('ref_id').and.not.contain('affid');
  });

  it('stores the campaign for six months', async () => {
    applyCampaignCookie('?utm_source=google&utm_medium=cpc');
    const cookie = await storedCookie('campaign_tracking');
    expect(cookie?.value).to.equal('utm_source=google&utm_medium=cpc');
    expect(await daysLeft('campaign_tracking')).to.be.within(181, 184);
  });

  it('keeps the visit id for 30 minutes from the latest page view', async () => {
    renewVisitCookie();
    const first = await storedCookie('visit_session');
    expect(first?.value).to.match(/^[0-9a-f]{16}$/);
    expect(first!.expires! - Date.now()).to.be.within(29 * 60_000, 30 * 60_000 + 1000);
    renewVisitCookie();
    expect((await storedCookie('visit_session'))?.value).to.equal(first!.value);
  });
});
