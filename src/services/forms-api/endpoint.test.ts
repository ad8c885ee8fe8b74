import { expect } from '@open-wc/testing';
import { ACCOUNT_ENDPOINTS } from './account-endpoints';
import { fillPath, posts } from './endpoint';
import { FORMS_ENDPOINTS, SIGNUPS_WITH_TIMEZONE, SIGNUPS_WITHOUT_TIMEZONE } from './forms-endpoints';
import { REGISTRATION_ENDPOINTS } from './registration-endpoints';

describe('endpoint tables', () => {
  it('fill path parameters URL-encoded', () => {
    expect(fillPath('/api/profiles/email/{email}', { email: 'ann#fx+1@example.com' })).to.equal(
      '/api/profiles/email/ann%23fx%2B1%40example.com',
    );
    expect(fillPath('/password/reset/{hash}/', { hash: 'abc' })).to.equal('/password/reset/abc/');
  });

  it('refuse a path whose parameter is missing', () => {
    expect(() => fillPath('/api/articles/{id}', {})).to.throw('/api/articles/{id} needs the path parameter "id"');
  });

  it('turn a name → path list into POST endpoints sharing traits', () => {
    expect(posts({ a: '/a', b: '/b' }, ['login'])).to.deep.equal({
      a: { method: 'POST', path: '/a', traits: ['login'], headers: {} },
      b: { method: 'POST', path: '/b', traits: ['login'], headers: {} },
    });
  });

  it('hold every call of docs/RULES.md §7 for the three clients, each path once per client', () => {
    const counts = [FORMS_ENDPOINTS, ACCOUNT_ENDPOINTS, REGISTRATION_ENDPOINTS].map((table) => {
      const keys = Object.values(table).map(({ method, path }) => `${method} ${path}`);
      expect(new Set(keys).size).to.equal(keys.length);
      return keys.length;
    });
    expect(counts).to.deep.equal([61, 12, 7]);
  });

  it('give timezone to the sign-ups listed with timezone, and every listed sign-up the signup trait', () => {
    const withTimezone = Object.values(FORMS_ENDPOINTS).filter(({ traits }) => traits.includes('timezone'));
    expect(withTimezone.map(({ path }) => path)).to.have.members(Object.values(SIGNUPS_WITH_TIMEZONE));
    const signups = Object.values(FORMS_ENDPOINTS).filter(({ traits }) => traits.includes('signup'));
    expect(signups.map(({ path }) => path)).to.have.members([
      ...Object.values(SIGNUPS_WITH_TIMEZONE),
      ...Object.values(SIGNUPS_WITHOUT_TIMEZONE),
    ]);
  });

  it('use GET and PATCH exactly where docs/RULES.md §7 says', () => {
    const methodOf = (method: string) =>
      Object.values({ ...FORMS_ENDPOINTS, ...REGISTRATION_ENDPOINTS })
        .filter((endpoint) => endpoint.method === method)
        .map(({ path }) => path);
    expect(methodOf('GET')).to.have.members([
      '/fcm-forms/config/login-step',
      '/fcm-forms/config/verify-email',
      '/utils/custom-forms/education/zth/fetch-thank-you',
      '/api/profiles/email/{email}',
      '/activation_code/verify/{code}/',
      '/password/reset/{hash}/',
    ]);
    expect(methodOf('PATCH')).to.deep.equal(['/utils/custom-forms/signup/lead-activate']);
  });
});
