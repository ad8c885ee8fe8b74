import { expect } from '@open-wc/testing';
import {
  accountSignup,
  lastReceivedId,
  receivedRequests,
  sameSiteBackendUrl,
  switchFault,
  uniqueEmail,
} from '../../test/forms-backend';
import { httpFailure } from '../../test/http-failure';
import { createFormsClient, type FormsClient } from './forms-client';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  let forms: FormsClient;
  before(async () => {
    const base = await sameSiteBackendUrl();
    forms = createFormsClient({ baseUrl: base, locale: 'en', xsrfOrigins: [base] });
  });

  it('are random version 4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).to.equal(50);
    for (const key of keys) expect(key).to.match(UUID_V4);
  });

  it('are sent fresh with each submission the form gives none to', async () => {
    const mark = await lastReceivedId();
    const email = uniqueEmail();
    await forms.validateEmail({ email });
    await forms.validateEmail({ email });
    const received = (await receivedRequests({ path: 'validate-email', since: mark })).filter(
      (request) => request.body?.email === email,
    );
    const keys = received.map((request) => request.headers['idempotency-key']);
    expect(keys).to.have.length(2);
    expect(keys[0]).to.match(UUID_V4);
    expect(keys[1]).to.match(UUID_V4).and.not.equal(keys[0]);
  });

  it('are not sent with a GET', async () => {
    const mark = await lastReceivedId();
    await forms.loginStepConfig();
    const [received] = await receivedRequests({ path: '/fcm-forms/config/login-step', since: mark });
    expect(received!.headers).not.to.have.property('idempotency-key');
  });

  it("are not sent with a POST that only reads (a step's configuration, a list)", async () => {
    const mark = await lastReceivedId();
    await forms.signupStep2Config({});
    await forms.registrationCountries({});
    const received = await receivedRequests({ since: mark });
    // Exactly these paths: another file's step-2 submission (/signup/signup-step-2) rightly has a key.
    const readPaths = ['/fcm-forms/config/signup-step-2', '/fcm-forms/registration-countries'];
    const reads = received.filter((request) => readPaths.some((path) => request.path.split('?')[0]!.endsWith(path)));
    expect(reads.length).to.be.at.least(2);
    expect(reads.every((request) => request.method === 'POST')).to.equal(true);
    for (const request of reads) expect(request.headers).not.to.have.property('idempotency-key');
  });

  it('make a repeated submission get the first answer, with nothing done twice', async () => {
    const key = newIdempotencyKey();
    const body = accountSignup();
    const first = await forms.signup(body, { idempotencyKey: key });
    const again = await forms.signup(body, { idempotencyKey: key });
    expect(again).to.deep.equal(first);
    expect(await receivedRequests({ key })).to.have.length(1);
  });

  it('give a submission whose answer was lost that answer when it is sent again', async () => {
    const key = newIdempotencyKey();
    const body = accountSignup();
    await switchFault({ mode: 'drop', key, times: 1 });
    expect((await httpFailure(forms.signup(body, { idempotencyKey: key }))).code).to.equal('ERR_NETWORK');

    const answer = await forms.signup<{ data: { email: string } }>(body, { idempotencyKey: key });

    expect(answer.data.email).to.equal(body.email);
    const [handled, ...more] = await receivedRequests({ key });
    expect(more, 'one sign-up, not two').to.be.empty;
    expect(handled!.response).to.deep.equal(answer);
  });

  it('let a corrected submission through after field errors, with the same key', async () => {
    const key = newIdempotencyKey();
    const body = accountSignup();
    expect((await httpFailure(forms.signup({ ...body, phone: '12' }, { idempotencyKey: key }))).status).to.equal(422);
    await forms.signup(body, { idempotencyKey: key });
    expect((await receivedRequests({ key })).map(({ status }) => status)).to.deep.equal([422, 200]);
  });
});
