import { expect } from '@open-wc/testing';
import { storedCookie } from '../../test/cookies';
import {
  accountSignup,
  lastReceivedId,
  receivedRequests,
  sameSiteBackendUrl,
  switchFault,
  uniqueEmail,
  type ReceivedRequest,
} from '../../test/forms-backend';
import { useFakeClock } from '../../test/fake-clock';
import { withGate } from '../../test/gates';
import { backendUrl } from '../../test/harness';
import { httpFailure } from '../../test/http-failure';
import { XSRF_COOKIE } from './credentialed-client';
import { fillPath } from './endpoint';
import { createFormsClient, type FormsClientOptions } from './forms-client';
import { FORMS_ENDPOINTS } from './forms-endpoints';
import { SPEC_SIGNUPS_WITH_TIMEZONE } from '../../test/spec-calls';
import { newIdempotencyKey } from './idempotency-key';
import { fieldErrorsOf, serverMessageOf } from './server-errors';

interface ProfileAnswer {
  data: { profile_id: number; client_id: number; email: string; is_email_verified: boolean };
}

let base: string;
const client = (options: FormsClientOptions = {}) =>
  createFormsClient({ baseUrl: base, locale: 'en', xsrfOrigins: [base], ...options });

async function receivedOnce(key: string): Promise<ReceivedRequest> {
  const [received, ...more] = await receivedRequests({ key });
  expect(more, `one request with key ${key}`).to.be.empty;
  return received!;
}

/** Adds `?name=value` to the page URL for one test (the test runner's own parameters stay). */
function withPageQuery(name: string, value: string): () => void {
  const original = location.href;
  const url = new URL(original);
  url.searchParams.set(name, value);
  history.replaceState(history.state, '', url);
  return () => history.replaceState(history.state, '', original);
}

describe('forms client', () => {
  before(async () => {
    base = await sameSiteBackendUrl();
  });

  it("sends the page URL's geoip and the locale as Accept-Language with every call", async () => {
    const restore = withPageQuery('geoip', 'DE');
    try {
      const forms = client({ locale: 'de-DE' });
      const mark = await lastReceivedId();
      const key = newIdempotencyKey();
      await forms.loginStepConfig();
      await forms.validateEmail({ email: uniqueEmail() }, { idempotencyKey: key });
      // This file's read among other files' (they ask the same backend): the only one in German.
      const [read] = (await receivedRequests({ path: '/fcm-forms/config/login-step', since: mark })).filter(
        (received) => received.headers['accept-language'] === 'de-DE',
      );
      expect(read, 'the configuration read, in German').to.not.equal(undefined);
      for (const received of [read!, await receivedOnce(key)]) {
        expect(received.query).to.deep.equal({ geoip: 'DE' });
        expect(received.headers['accept-language']).to.equal('de-DE');
      }
    } finally {
      restore();
    }
  });

  it('sends no geoip when the page URL has none', async () => {
    const key = newIdempotencyKey();
    await client().validateEmail({ email: uniqueEmail() }, { idempotencyKey: key });
    expect((await receivedOnce(key)).query).to.deep.equal({});
  });

  it('calls every endpoint with its method, and adds timezone to the sign-ups listed with timezone only', async () => {
    const forms = client();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const withTimezone = new Set(SPEC_SIGNUPS_WITH_TIMEZONE);
    const params = { email: uniqueEmail(), id: 1 };
    const mark = await lastReceivedId();
    const sent: { name: string; endpoint: (typeof FORMS_ENDPOINTS)[keyof typeof FORMS_ENDPOINTS]; key: string }[] = [];
    for (const [name, endpoint] of Object.entries(FORMS_ENDPOINTS)) {
      const call = forms[name as keyof typeof FORMS_ENDPOINTS] as (...args: unknown[]) => Promise<unknown>;
      const key = newIdempotencyKey();
      const args = endpoint.method === 'GET' ? [{ params }] : [{ note: name }, { params, idempotencyKey: key }];
      // Most of these bodies break the field rules: what matters here is what the server received.
      await call(...args).catch(() => undefined);
      sent.push({ name, endpoint, key });
    }

    const records = await receivedRequests({ since: mark });
    for (const { name, endpoint, key } of sent) {
      const received = records.filter(
        (request) =>
          request.method === endpoint.method &&
          request.path === fillPath(endpoint.path, params) &&
          (endpoint.method === 'GET' ||
            (endpoint.traits.includes('read')
              ? !('idempotency-key' in request.headers)
              : request.headers['idempotency-key'] === key)),
      );
      expect(received, `${name}: ${endpoint.method} ${endpoint.path} reached the backend`).to.have.length.greaterThan(
        0,
      );
      const { body } = received.at(-1)!;
      if (endpoint.method === 'GET') {
        expect(body, name).to.equal(null);
      } else {
        expect(body?.timezone, name).to.equal(withTimezone.has(endpoint.path) ? zone : undefined);
        expect(body?.agent, `${name} is no login`).to.equal(undefined);
      }
    }
  }).timeout(30_000); // 61 endpoints sent one after another, then looked up in the backend's records at once

  it('URL-encodes the email into the profile lookup path', async () => {
    const forms = client();
    const email = uniqueEmail('ann#fx+1');
    await forms.signup(accountSignup(email));
    const mark = await lastReceivedId();
    const answer = await forms.profileByEmail<ProfileAnswer>({ params: { email } });
    expect(answer.data.email).to.equal(email);
    const [received] = await receivedRequests({ path: '/api/profiles/email/', since: mark });
    expect(received!.path).to.equal(`/api/profiles/email/${encodeURIComponent(email)}`);
  });

  it("sends cookies, and the XSRF cookie's value in X-XSRF-TOKEN", async () => {
    const forms = client();
    await forms.loginStepConfig();
    expect(await storedCookie(XSRF_COOKIE), 'the backend set the XSRF cookie').to.exist;
    const key = newIdempotencyKey();
    await forms.validateEmail({ email: uniqueEmail() }, { idempotencyKey: key });
    // The API is on another origin than the page: the token is the one its endpoint answered with that cookie.
    const cookie = await storedCookie(XSRF_COOKIE);
    const received = await receivedOnce(key);
    expect(received.cookies).to.include(XSRF_COOKIE);
    expect(received.headers['x-xsrf-token']).to.equal(cookie!.value);
    expect(received.xsrf).to.equal('accepted');
  });

  it('never sends the XSRF token to an origin it does not trust, after a base path change', async () => {
    const forms = client();
    await forms.loginStepConfig();
    expect(await storedCookie(XSRF_COOKIE), 'there is a token to leak').to.exist;
    forms.setBasePath(`${await backendUrl()}/__backend/echo`);
    forms.setLocale('fr');
    const echo = await forms.validateEmail<{ path: string; headers: Record<string, string> }>({ email: uniqueEmail() });
    expect(echo.path).to.equal('/__backend/echo/utils/custom-forms/signup/validate-email');
    expect(echo.headers['accept-language']).to.equal('fr');
    expect(echo.headers).not.to.have.property('x-xsrf-token');
  });

  it('merges the referral values into sign-up bodies, and into no other', async () => {
    const forms = client({ referral: () => ({ ref_id: '20973', affid: 'partner-7' }) });
    const [signupKey, otherKey] = [newIdempotencyKey(), newIdempotencyKey()];
    const email = uniqueEmail();
    await forms.leadSignup({ email, first_name: 'Ada', country: 'GB', terms: true }, { idempotencyKey: signupKey });
    await forms.validateEmail({ email }, { idempotencyKey: otherKey });
    expect((await receivedOnce(signupKey)).body).to.include({ ref_id: '20973', affid: 'partner-7', email });
    expect((await receivedOnce(otherKey)).body).to.deep.equal({ email });
  });

  it('sends a PATCH for lead activation', async () => {
    const forms = client();
    const lead = await forms.leadSignup<ProfileAnswer>({
      email: uniqueEmail(),
      first_name: 'Ada',
      country: 'GB',
      terms: true,
    });
    const key = newIdempotencyKey();
    const active = await forms.activateLead<{ data: { status: string } }>(
      { profile_id: lead.data.profile_id, password: 'Trader2024' },
      { idempotencyKey: key },
    );
    expect(active.data.status).to.equal('client');
    expect((await receivedOnce(key)).method).to.equal('PATCH');
  });

  describe('failures', () => {
    it('rejects a refused submission with ERR_BAD_REQUEST and the field errors the server named', async () => {
      const error = await httpFailure(
        client().signup({ ...accountSignup(), email: 'not-an-email', password: 'short' }),
      );
      expect(error.code).to.equal('ERR_BAD_REQUEST');
      expect(error.status).to.equal(422);
      expect(fieldErrorsOf(error)).to.deep.equal({
        email: 'Enter a valid email address',
        password: 'Use at least 8 characters with a letter and a digit',
      });
      expect(serverMessageOf(error)).to.equal('The given data was invalid.');
    });

    it("names each field the visitor filled, never the client's additions, when the server rejects them all", async () => {
      const key = newIdempotencyKey();
      await switchFault({ mode: 'field-errors', key, times: 1 });
      const error = await httpFailure(
        client().leadSignup({ email: uniqueEmail(), first_name: 'Ada' }, { idempotencyKey: key }),
      );
      expect(Object.keys(fieldErrorsOf(error))).to.deep.equal(['email', 'first_name']);
    });

    it('rejects a 5xx with ERR_BAD_RESPONSE and sends it once', async () => {
      const key = newIdempotencyKey();
      await switchFault({ mode: 'server-error', key, times: 1 });
      const error = await httpFailure(client().signup(accountSignup(), { idempotencyKey: key }));
      expect([error.code, error.status]).to.deep.equal(['ERR_BAD_RESPONSE', 500]);
      expect((await receivedOnce(key)).fault).to.equal('server-error');
    });

    it('rejects a lost connection with ERR_NETWORK', async () => {
      const key = newIdempotencyKey();
      await switchFault({ mode: 'drop', key, times: 1 });
      const error = await httpFailure(client().validateEmail({ email: uniqueEmail() }, { idempotencyKey: key }));
      expect(error.code).to.equal('ERR_NETWORK');
    });

    describe('on the clock', () => {
      const clock = useFakeClock();

      it('rejects an answer slower than the timeout with ETIMEDOUT', () =>
        withGate(async (gate) => {
          const key = newIdempotencyKey();
          await switchFault({ mode: 'hold', key, times: 1, gate: gate.name });
          const forms = client({ timeoutMs: 300 });
          const pending = forms.validateEmail({ email: uniqueEmail() }, { idempotencyKey: key });
          await gate.arrived();
          clock().advance(300);
          expect((await httpFailure(pending)).code).to.equal('ETIMEDOUT');
        }));
    });

    it('rejects a canceled call with ERR_CANCELED', () =>
      withGate(async (gate) => {
        const key = newIdempotencyKey();
        await switchFault({ mode: 'hold', key, times: 1, gate: gate.name });
        const controller = new AbortController();
        const pending = client().validateEmail(
          { email: uniqueEmail() },
          { idempotencyKey: key, signal: controller.signal },
        );
        await gate.arrived();
        controller.abort();
        expect((await httpFailure(pending)).code).to.equal('ERR_CANCELED');
      }));
  });
});
