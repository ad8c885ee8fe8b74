import { expect } from '@open-wc/testing';
import { accountSignup, receivedRequests, sameSiteBackendUrl, uniqueEmail } from '../../test/forms-backend';
import { httpFailure } from '../../test/http-failure';
import { createAccountClient, type AccountClient } from './account-client';
import { ACCOUNT_ENDPOINTS } from './account-endpoints';
import { SPEC_LOGIN_PATHS } from '../../test/spec-calls';
import { XSRF_COOKIE } from './credentialed-client';
import { createFormsClient } from './forms-client';
import { newIdempotencyKey } from './idempotency-key';
import { serverMessageOf } from './server-errors';

interface LoginAnswer {
  profile_id: number;
  client_id: number;
  redirect_url: string;
}

describe('user-account client', () => {
  let base: string;
  let account: AccountClient;
  before(async () => {
    base = await sameSiteBackendUrl();
    account = createAccountClient({ baseUrl: base, xsrfOrigins: [base] });
  });

  it('posts to every endpoint with cookies and the XSRF token, adding agent to the logins only', async () => {
    const logins = new Set(SPEC_LOGIN_PATHS);
    for (const [name, endpoint] of Object.entries(ACCOUNT_ENDPOINTS)) {
      const key = newIdempotencyKey();
      const call = account[name as keyof AccountClient] as (...args: unknown[]) => Promise<unknown>;
      // Most of these bodies break the field rules: what matters here is what the server received.
      await call({ email: uniqueEmail() }, { idempotencyKey: key }).catch(() => undefined);

      const received = (await receivedRequests({ key })).at(-1);
      expect(received, `${name} reached the backend`).to.exist;
      expect([received!.method, received!.path], name).to.deep.equal(['POST', endpoint.path]);
      expect([received!.xsrf, received!.cookies.includes(XSRF_COOKIE)], name).to.deep.equal(['accepted', true]);
      expect(received!.body?.agent, name).to.equal(logins.has(endpoint.path) ? navigator.userAgent : undefined);
      expect(received!.body, `${name} gets no timezone`).not.to.have.property('timezone');
    }
  });

  it('logs in an account opened through the forms client', async () => {
    const signup = accountSignup();
    const opened = await createFormsClient({ baseUrl: base, locale: 'en', xsrfOrigins: [base] }).signup<{
      data: { profile_id: number };
    }>(signup);
    const answer = await account.authorise<LoginAnswer>({ email: signup.email, password: signup.password });
    expect(answer.profile_id).to.equal(opened.data.profile_id);
  });

  it('rejects a wrong password with ERR_BAD_REQUEST and the message to show', async () => {
    const error = await httpFailure(account.authorise({ email: 'demo@example.com', password: 'Wrong1234' }));
    expect([error.code, error.status]).to.deep.equal(['ERR_BAD_REQUEST', 401]);
    expect(serverMessageOf(error)).to.equal('The email or password is incorrect.');
  });
});
