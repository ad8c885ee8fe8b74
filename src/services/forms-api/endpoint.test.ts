import { expect } from '@open-wc/testing';
import { ACCOUNT_ENDPOINTS } from './account-endpoints';
import { fillPath, posts } from './endpoint';
import { FORMS_ENDPOINTS } from './forms-endpoints';
import { REGISTRATION_ENDPOINTS } from './registration-endpoints';
import {
  SPEC_ACCOUNT_PATHS,
  SPEC_FORMS_CALLS,
  SPEC_REGISTRATION_CALLS,
  SPEC_SIGNUPS_WITH_TIMEZONE,
  SPEC_SIGNUPS_WITHOUT_TIMEZONE,
} from '../../test/spec-calls';

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

  it('hold every call of docs/RULES.md §7 for the three clients, with its method, each once', () => {
    const calls = (table: Record<string, { method: string; path: string }>) =>
      Object.values(table)
        .map(({ method, path }) => `${method} ${path}`)
        .sort();
    expect(calls(FORMS_ENDPOINTS)).to.deep.equal([...SPEC_FORMS_CALLS].sort());
    expect(calls(ACCOUNT_ENDPOINTS)).to.deep.equal(SPEC_ACCOUNT_PATHS.map((path) => `POST ${path}`).sort());
    expect(calls(REGISTRATION_ENDPOINTS)).to.deep.equal([...SPEC_REGISTRATION_CALLS].sort());
  });

  it('give timezone to the sign-ups listed with timezone, and every listed sign-up the signup trait', () => {
    const pathsWith = (trait: string) =>
      Object.values(FORMS_ENDPOINTS)
        .filter(({ traits }) => traits.includes(trait as never))
        .map(({ path }) => path);
    expect(pathsWith('timezone')).to.have.members(SPEC_SIGNUPS_WITH_TIMEZONE);
    // The finexware sign-up (a miscellaneous call in §7) is a sign-up by our choice: it carries
    // the referral values, without timezone.
    expect(pathsWith('signup')).to.have.members([
      ...SPEC_SIGNUPS_WITH_TIMEZONE,
      ...SPEC_SIGNUPS_WITHOUT_TIMEZONE,
      '/api/sign-up-finexware',
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
