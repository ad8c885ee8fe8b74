import { expect } from '@open-wc/testing';
import { confirmationCookieWrite, cookieNameProblem, DEFAULT_COOKIE } from './blurred-modal.model';

describe('blurred-modal model', () => {
  it('remembers the confirmation for the given days on the whole site, SameSite=Lax', () => {
    expect(confirmationCookieWrite(DEFAULT_COOKIE, 30)).to.deep.equal({
      name: 'blurred_modal_confirmed',
      value: '1',
      attributes: { expires: 30, path: '/', sameSite: 'Lax' },
    });
  });

  it('accepts plain cookie names and refuses ones that would break the cookie', () => {
    expect(cookieNameProblem('pro_clients-uk')).to.equal(null);
    for (const name of ['pro clients', 'a;b', 'x=1', '', 'a'.repeat(65)]) {
      expect(cookieNameProblem(name), name).to.match(/^expected letters/);
    }
  });
});
