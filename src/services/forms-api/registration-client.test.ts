import { expect } from '@open-wc/testing';
import { lastReceivedId, receivedRequests, sameSiteBackendUrl } from '../../test/forms-backend';
import { fillPath } from './endpoint';
import { newIdempotencyKey } from './idempotency-key';
import { createRegistrationClient, type RegistrationClient } from './registration-client';
import { REGISTRATION_ENDPOINTS } from './registration-endpoints';
import { SPEC_CAPTCHA_HEADERS, SPEC_CAPTCHA_PATHS } from '../../test/spec-calls';

const RESET_HASH = 'a1b2c3d4e5f6a7b8c9d0';

describe('registration client', () => {
  let registration: RegistrationClient;
  before(async () => {
    registration = createRegistrationClient({ baseUrl: await sameSiteBackendUrl() });
  });

  it('sends Api-Client: signup_web with the two captcha calls only, and no cookies or XSRF token', async () => {
    const captchaPaths = new Set(SPEC_CAPTCHA_PATHS);
    const params = { code: '123456', hash: RESET_HASH };
    for (const [name, endpoint] of Object.entries(REGISTRATION_ENDPOINTS)) {
      const mark = await lastReceivedId();
      const call = registration[name as keyof RegistrationClient] as (...args: unknown[]) => Promise<unknown>;
      const args = endpoint.method === 'GET' ? [{ params }] : [{}, { params, idempotencyKey: newIdempotencyKey() }];
      await call(...args).catch(() => undefined);

      const received = (await receivedRequests({ since: mark })).find(
        (request) => request.method === endpoint.method && request.path === fillPath(endpoint.path, params),
      );
      expect(received, `${name} reached the backend`).to.exist;
      const expected = captchaPaths.has(endpoint.path) ? SPEC_CAPTCHA_HEADERS['Api-Client'] : undefined;
      expect(received!.headers['api-client'], name).to.equal(expected);
      expect(received!.cookies, name).to.be.empty;
      expect(received!.headers, name).not.to.have.property('x-xsrf-token');
    }
  });

  it('resets a password by hash: the hash in the path, then hash, password and password_confirm posted', async () => {
    expect(await registration.passwordResetLink({ params: { hash: RESET_HASH } })).to.deep.equal({ valid: true });
    const key = newIdempotencyKey();
    const body = { hash: RESET_HASH, password: 'Trader2024', password_confirm: 'Trader2024' };
    expect(await registration.resetPassword(body, { params: { hash: RESET_HASH }, idempotencyKey: key })).to.deep.equal(
      {
        reset: true,
      },
    );
    const [received] = await receivedRequests({ key });
    expect(received!.path).to.equal(`/password/reset/${RESET_HASH}/`);
    expect(received!.body).to.deep.equal({ hash: RESET_HASH, password: '********', password_confirm: '********' });
  });

  it('verifies a captcha with the token it created', async () => {
    const { captcha_token } = await registration.createCaptchaToken<{ captcha_token: string }>({
      entity: 'individual',
      company_id: 1,
      country_id: 826,
    });
    const answer = await registration.verifyCaptcha({
      captcha_token,
      captcha_data: { lot_number: 'demo', pass_token: 'demo' },
    });
    expect(answer).to.deep.equal({ verified: true });
  });
});
