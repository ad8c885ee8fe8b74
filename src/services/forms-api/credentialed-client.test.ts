import { expect } from '@open-wc/testing';
import { storedCookie } from '../../test/cookies';
import {
  formsScope,
  lastReceivedId,
  receivedRequests,
  sameSiteBackendUrl,
  uniqueEmail,
} from '../../test/forms-backend';
import { backendUrl } from '../../test/harness';
import { httpFailure } from '../../test/http-failure';
import {
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_REFRESH_PATH,
  answeredToken,
  createCredentialedClient,
  xsrfHeader,
  xsrfToken,
} from './credentialed-client';
import { createFormsClient } from './forms-client';
import { newIdempotencyKey } from './idempotency-key';

describe('XSRF header', () => {
  const trusted = ['https://forms.broker.example', 'https://account.broker.example'];

  it("carries the token to a trusted origin's request", () => {
    expect(xsrfHeader(new URL('https://account.broker.example/api/user/authorise'), trusted, 'abc')).to.deep.equal({
      [XSRF_HEADER]: 'abc',
    });
  });

  it('is left out for any other origin, a look-alike host or another port included', () => {
    for (const url of [
      'https://tracker.example/collect',
      'https://forms.broker.example.evil.test/',
      'https://forms.broker.example:8443/',
    ]) {
      expect(xsrfHeader(new URL(url), trusted, 'abc'), url).to.deep.equal({});
    }
  });

  it('is left out when there is no token', () => {
    expect(xsrfHeader(new URL('https://forms.broker.example/x'), trusted, undefined)).to.deep.equal({});
  });
});

describe('XSRF token', () => {
  const page = 'https://www.broker.example';

  it("is the page's XSRF-TOKEN cookie only for an API on the page's own origin", () => {
    expect(xsrfToken(page, page, 'cookie', 'answered')).to.equal('cookie');
    expect(xsrfToken(page, page, undefined, 'answered')).to.equal(undefined);
  });

  it("is the token endpoint's answer for an API on any other origin, a sibling host or port included", () => {
    for (const api of [
      'https://forms.broker.example',
      'https://www.broker.example:8443',
      'http://www.broker.example',
    ]) {
      expect(xsrfToken(api, page, 'partner', 'answered'), api).to.equal('answered');
      expect(xsrfToken(api, page, 'partner', undefined), `${api}, no answer yet`).to.equal(undefined);
    }
  });

  it("reads the token endpoint's answer { token }", () => {
    expect(answeredToken({ token: 'abc' })).to.equal('abc');
    for (const body of [null, '', 'abc', {}, { token: '' }, { token: 1 }]) {
      expect(answeredToken(body), JSON.stringify(body)).to.equal(undefined);
    }
  });
});

describe("XSRF on a page of the API's own origin", () => {
  afterEach(() => void (document.cookie = `${XSRF_COOKIE}=; path=/; max-age=0`));

  it("sends the page's XSRF-TOKEN cookie, without asking the token endpoint", async () => {
    document.cookie = `${XSRF_COOKIE}=own-token; path=/`;
    // The test server has no API: the request stops at fetch, which records what the client asked to send.
    const api = `${location.origin}/__same-origin-api`;
    const sent: { url: string; headers: Record<string, string> }[] = [];
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      sent.push({ url: String(input), headers: init?.headers as Record<string, string> });
      return Response.json({});
    };
    try {
      const http = createCredentialedClient({ baseUrl: api, xsrfOrigins: [location.origin] });
      await http.post('/utils/trigger-events', {});
    } finally {
      window.fetch = realFetch;
    }
    expect(sent.map(({ url, headers }) => [url, headers[XSRF_HEADER]])).to.deep.equal([
      [`${api}/utils/trigger-events`, 'own-token'],
    ]);
  });
});

describe('XSRF refresh', () => {
  let base: string;
  before(async () => {
    // This file's scope: the records it counts are its own, not those of the files running beside it.
    base = `${await sameSiteBackendUrl()}/__scope/${formsScope()}`;
  });

  it('fetches the token once before the first POST when the page has none, so that POST is not refused', async () => {
    document.cookie = `${XSRF_COOKIE}=; path=/; max-age=0`;
    const forms = createFormsClient({ baseUrl: base, locale: 'en', xsrfOrigins: [new URL(base).origin] });
    const mark = await lastReceivedId();
    const [first, second] = [newIdempotencyKey(), newIdempotencyKey()];

    await forms.validateEmail({ email: uniqueEmail() }, { idempotencyKey: first });
    document.cookie = `${XSRF_COOKIE}=; path=/; max-age=0`;
    await forms.validateEmail({ email: uniqueEmail() }, { idempotencyKey: second });

    const [sent] = await receivedRequests({ key: first });
    const [fetched, ...more] = await receivedRequests({ path: XSRF_REFRESH_PATH, since: mark });
    expect(await receivedRequests({ key: first }), 'one request, accepted').to.have.length(1);
    expect([sent!.status, sent!.xsrf]).to.deep.equal([200, 'accepted']);
    expect(fetched!.id, 'the token came first').to.be.below(sent!.id);
    // The second POST, its token gone, is refused and refreshed as before: the fetch is made once.
    expect((await receivedRequests({ key: second })).map(({ status }) => status)).to.deep.equal([403, 200]);
    expect(more.map(({ id }) => id > sent!.id)).to.deep.equal([true]);
  });

  it('refreshes a rejected token and sends the submission once more, with the same Idempotency-Key', async () => {
    const forms = createFormsClient({ baseUrl: base, locale: 'en', xsrfOrigins: [new URL(base).origin] });
    await forms.validateEmail({ email: uniqueEmail() });
    // The cookie the answered token went with is gone: that token is stale now.
    document.cookie = `${XSRF_COOKIE}=forged; path=/`;
    const mark = await lastReceivedId();
    const key = newIdempotencyKey();

    const answer = await forms.validateEmail<{ data: { valid: boolean } }>(
      { email: uniqueEmail() },
      { idempotencyKey: key },
    );

    expect(answer.data.valid).to.equal(true);
    const fresh = (await storedCookie(XSRF_COOKIE))!.value;
    expect(fresh).not.to.equal('forged');
    const [rejected, accepted, ...more] = await receivedRequests({ key });
    expect(more).to.be.empty;
    expect(rejected!.status).to.equal(403);
    expect([accepted!.status, accepted!.xsrf, accepted!.headers['x-xsrf-token']]).to.deep.equal([
      200,
      'accepted',
      fresh,
    ]);
    const refreshes = await receivedRequests({ path: XSRF_REFRESH_PATH, since: mark });
    expect(
      refreshes.some((refresh) => refresh.id > rejected!.id && refresh.id < accepted!.id),
      'a refresh between the two attempts',
    ).to.equal(true);
  });

  it('sends a rejected submission only once more, and never the token to a third party', async () => {
    // 127.0.0.1 is another site than the page: it never gets the header, and its cookie never comes back.
    const forms = createFormsClient({
      baseUrl: `${await backendUrl()}/__scope/${formsScope()}`,
      locale: 'en',
      xsrfOrigins: [new URL(base).origin],
    });
    await createFormsClient({ baseUrl: base, locale: 'en', xsrfOrigins: [new URL(base).origin] }).loginStepConfig();
    expect(await storedCookie(XSRF_COOKIE), 'there is a token to leak').to.exist;
    const key = newIdempotencyKey();

    const error = await httpFailure(forms.validateEmail({ email: uniqueEmail() }, { idempotencyKey: key }));

    expect([error.code, error.status]).to.deep.equal(['ERR_BAD_REQUEST', 403]);
    const attempts = await receivedRequests({ key });
    expect(attempts.map(({ status }) => status)).to.deep.equal([403, 403]);
    for (const attempt of attempts) expect(attempt.headers).not.to.have.property('x-xsrf-token');
  });
});

describe('XSRF on a page of another origin than the API', () => {
  let base: string;
  before(async () => {
    // This file's scope: the records it counts are its own, not those of the files running beside it.
    base = `${await sameSiteBackendUrl()}/__scope/${formsScope()}`;
  });
  afterEach(() => void (document.cookie = `${XSRF_COOKIE}=; path=/; max-age=0`));

  it("never sends the page's own XSRF-TOKEN cookie, but the token the API's endpoint answered", async () => {
    document.cookie = `${XSRF_COOKIE}=partner-token; path=/`;
    const forms = createFormsClient({ baseUrl: base, locale: 'en', xsrfOrigins: [new URL(base).origin] });
    const mark = await lastReceivedId();
    const key = newIdempotencyKey();

    await forms.validateEmail({ email: uniqueEmail() }, { idempotencyKey: key });

    // The page's cookie replaced the API's, so a token answered earlier is refused and refreshed.
    const answers = await receivedRequests({ path: XSRF_REFRESH_PATH, since: mark });
    const attempts = await receivedRequests({ key });
    expect(attempts.map(({ headers }) => headers['x-xsrf-token'])).not.to.include('partner-token');
    // Other test files ask the same backend for tokens meanwhile: the one sent is among those answered.
    const answered = answers.map(({ response }) => (response as { token: string }).token);
    expect(attempts.at(-1)!.xsrf).to.equal('accepted');
    expect(answered).to.include(attempts.at(-1)!.headers['x-xsrf-token']);
  });
});
