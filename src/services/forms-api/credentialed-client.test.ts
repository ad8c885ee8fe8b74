import { expect } from '@open-wc/testing';
import { storedCookie } from '../../test/cookies';
import { lastReceivedId, receivedRequests, sameSiteBackendUrl, uniqueEmail } from '../../test/forms-backend';
import { backendUrl } from '../../test/harness';
import { httpFailure } from '../../test/http-failure';
import { XSRF_COOKIE, XSRF_HEADER, XSRF_REFRESH_PATH, xsrfHeader } from './credentialed-client';
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

describe('XSRF refresh', () => {
  let base: string;
  before(async () => {
    base = await sameSiteBackendUrl();
  });

  it('fetches the token once before the first POST when the page has none, so that POST is not refused', async () => {
    document.cookie = `${XSRF_COOKIE}=; path=/; max-age=0`;
    const forms = createFormsClient({ baseUrl: base, locale: 'en', xsrfOrigins: [base] });
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
    const forms = createFormsClient({ baseUrl: base, locale: 'en', xsrfOrigins: [base] });
    await forms.loginStepConfig();
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
    expect([rejected!.status, rejected!.headers['x-xsrf-token']]).to.deep.equal([403, 'forged']);
    expect([accepted!.status, accepted!.xsrf]).to.deep.equal([200, 'accepted']);
    const refreshes = await receivedRequests({ path: XSRF_REFRESH_PATH, since: mark });
    expect(
      refreshes.some((refresh) => refresh.id > rejected!.id && refresh.id < accepted!.id),
      'a refresh between the two attempts',
    ).to.equal(true);
  });

  it('sends a rejected submission only once more, and never the token to a third party', async () => {
    // 127.0.0.1 is another site than the page: it never gets the header, and its cookie never comes back.
    const forms = createFormsClient({ baseUrl: await backendUrl(), locale: 'en', xsrfOrigins: [base] });
    await createFormsClient({ baseUrl: base, locale: 'en', xsrfOrigins: [base] }).loginStepConfig();
    expect(await storedCookie(XSRF_COOKIE), 'there is a token to leak').to.exist;
    const key = newIdempotencyKey();

    const error = await httpFailure(forms.validateEmail({ email: uniqueEmail() }, { idempotencyKey: key }));

    expect([error.code, error.status]).to.deep.equal(['ERR_BAD_REQUEST', 403]);
    const attempts = await receivedRequests({ key });
    expect(attempts.map(({ status }) => status)).to.deep.equal([403, 403]);
    for (const attempt of attempts) expect(attempt.headers).not.to.have.property('x-xsrf-token');
  });
});
