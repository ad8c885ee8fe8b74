import { expect } from '@open-wc/testing';
import { DAY_MS, deleteCookies, storedCookie } from '../../test/cookies';
import {
  APP_BANNER_COOKIE,
  COUNTRY_COOKIE,
  REGULATOR_NOTICE_COOKIE,
  appBannerCookie,
  regulatorNoticeCookie,
  visitorCountry,
} from './notice-cookies';

describe('notice cookies', () => {
  beforeEach(() => deleteCookies(APP_BANNER_COOKIE, REGULATOR_NOTICE_COOKIE, COUNTRY_COOKIE));
  after(() => deleteCookies(APP_BANNER_COOKIE, REGULATOR_NOTICE_COOKIE, COUNTRY_COOKIE));

  it('remembers a closed app banner for the given number of days, site-wide', async () => {
    expect(appBannerCookie.closed()).to.equal(false);
    appBannerCookie.close(30);
    expect(appBannerCookie.closed()).to.equal(true);
    const cookie = (await storedCookie(APP_BANNER_COOKIE))!;
    expect(Math.round((cookie.expires! - Date.now()) / DAY_MS)).to.equal(30);
    expect(cookie).to.include({ path: '/', sameSite: 'lax' });
  });

  it('remembers a closed regulator notice for its pair of regulators, for the browser session', async () => {
    regulatorNoticeCookie.close('cysec', 'fca');
    expect(regulatorNoticeCookie.closedFor('cysec', 'fca')).to.equal(true);
    expect(regulatorNoticeCookie.closedFor('asic', 'fca')).to.equal(false);
    expect(regulatorNoticeCookie.closedFor('fca', 'cysec')).to.equal(false);
    expect(await storedCookie(REGULATOR_NOTICE_COOKIE)).to.include({ expires: null, path: '/' });
  });

  it('reads the visitor country as an upper-case ISO code, and nothing else', () => {
    expect(visitorCountry()).to.equal(undefined);
    document.cookie = `${COUNTRY_COOKIE}=gb; path=/`;
    expect(visitorCountry()).to.equal('GB');
    document.cookie = `${COUNTRY_COOKIE}=<script>; path=/`;
    expect(visitorCountry()).to.equal(undefined);
    document.cookie = `${COUNTRY_COOKIE}=GBR; path=/`;
    expect(visitorCountry()).to.equal(undefined);
  });
});
