import { expect } from '@open-wc/testing';
import {
  confirmationCookieName,
  confirmationCookieWrite,
  cookieNameProblem,
  DEFAULT_COOKIE,
} from './blurred-modal.model';

describe('blurred-modal model', () => {
  it('remembers the confirmation for the given days on the whole site, SameSite=Lax', () => {
    expect(confirmationCookieWrite(DEFAULT_COOKIE, 30)).to.deep.equal({
      name: 'blurred_modal_confirmed',
      value: '1',
      attributes: { expires: 30, path: '/', sameSite: 'Lax' },
    });
  });

  it("names its cookies under its own prefix: never a site's cookie, never __Host- or __Secure-", () => {
    expect(confirmationCookieName('pro_uk')).to.equal('blurred_modal_pro_uk');
    expect(confirmationCookieName('__Host-session')).to.equal('blurred_modal___Host-session');
    expect(confirmationCookieName('__Secure-id')).to.equal('blurred_modal___Secure-id');
    expect(confirmationCookieName('XSRF-TOKEN')).to.equal('blurred_modal_XSRF-TOKEN');
    expect(confirmationCookieName(DEFAULT_COOKIE)).to.equal('blurred_modal_confirmed');
  });

  it('accepts plain cookie names and refuses ones that would break the cookie', () => {
    expect(cookieNameProblem('pro_clients-uk')).to.equal(null);
    for (const name of ['pro clients', 'a;b', 'x=1', '', 'a'.repeat(65)]) {
      expect(cookieNameProblem(name), name).to.match(/^expected letters/);
    }
  });
});
