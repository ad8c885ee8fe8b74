import { expect, waitUntil } from '@open-wc/testing';
import { createRegistrationClient, fieldErrorsOf, type RegistrationClient } from '../forms-api';
import { HttpError } from '../http/http-error';
import { lastReceivedId, receivedRequests, sameSiteBackendUrl } from '../../test/forms-backend';
import { backendRequests, backendUrl, captureConsole } from '../../test/harness';
import { loggedDuring } from '../../test/logged';
import { allowBackendScripts } from '../../test/script-addresses';
import { CaptchaError, solveCaptcha, type CaptchaRequest } from './index';
import { uniqueName } from '../../test/seeded-random';

const GB = { companyId: 1, countryId: 826 };

/** Waits for the stand-in's challenge, then clicks one of its buttons as the visitor would. */
async function clickInChallenge(button: 'verify' | 'close') {
  const selector = `#geetest-stand-in-${button}`;
  await waitUntil(() => document.querySelector(selector), `the challenge did not show ${selector}`);
  document.querySelector<HTMLButtonElement>(selector)!.click();
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('resolved, expected a rejection'),
    (error: unknown) => error,
  );
}

// The GeeTest stand-in comes from the demo backend, another origin than the test page.
before(allowBackendScripts);

describe('solveCaptcha', () => {
  let registration: RegistrationClient;
  let standIn: string;
  const request = (overrides: Partial<CaptchaRequest> = {}): CaptchaRequest => ({
    registration,
    scriptUrl: standIn,
    entity: 'signup',
    ...GB,
    ...overrides,
  });

  before(async () => {
    registration = createRegistrationClient({ baseUrl: await sameSiteBackendUrl() });
    standIn = `${await backendUrl()}/geetest/gt4.js`;
  });

  afterEach(() => {
    expect(document.querySelector('#geetest-stand-in'), 'the challenge left on the page').to.equal(null);
  });

  it('creates a token, shows the challenge, verifies what GeeTest validated and resolves with the token', async () => {
    const mark = await lastReceivedId();
    const solving = solveCaptcha(request());
    await clickInChallenge('verify');
    const token = (await solving)!;

    const received = await receivedRequests({ since: mark });
    const created = received.find(
      (record) => record.path === '/captcha/registration/create_token/' && isAnswerFor(record.response, token),
    );
    expect(created, 'the create-token request').to.exist;
    expect(created!.headers['api-client']).to.equal('signup_web');
    expect(created!.body).to.deep.equal({ entity: 'signup', company_id: 1, country_id: 826 });

    const verified = received.find(
      (record) => record.path === '/captcha/geetest4/verify/' && record.body?.captcha_token === token,
    );
    expect(verified, 'the verify request').to.exist;
    expect(verified!.headers['api-client']).to.equal('signup_web');
    expect(verified!.status).to.equal(200);
    const captchaData = verified!.body!.captcha_data as Record<string, string>;
    expect(captchaData.lot_number).to.match(/^[0-9a-f]{32}$/);
    expect(captchaData.pass_token).to.match(/^[0-9a-f]+$/);
    expect(captchaData.captcha_output).to.be.a('string').and.not.be.empty;
    expect(Number(captchaData.gen_time)).to.be.closeTo(Date.now() / 1000, 60);
  });

  it('rejects with CAPTCHA_CLOSED when the visitor closes the challenge', async () => {
    const solving = solveCaptcha(request());
    await clickInChallenge('close');
    const error = await rejectionOf(solving);
    expect(error).to.be.instanceOf(CaptchaError);
    expect((error as CaptchaError).code).to.equal('CAPTCHA_CLOSED');
    expect((error as CaptchaError).message).to.equal('Complete the security check to continue.');
  });

  it('rejects with CAPTCHA_UNAVAILABLE when the script fails to load, and loads it again on the next call', async () => {
    const test = uniqueName('missing-gt4');
    const scriptUrl = `${await backendUrl()}/geetest/missing.js?test=${test}`;
    for (const attempt of [1, 2]) {
      const error = await rejectionOf(solveCaptcha(request({ scriptUrl })));
      expect(error).to.be.instanceOf(CaptchaError);
      expect((error as CaptchaError).code).to.equal('CAPTCHA_UNAVAILABLE');
      expect((error as CaptchaError).message).to.equal(
        'The security check could not load. Check your connection and try again.',
      );
      expect(await backendRequests(test), `script requests after attempt ${attempt}`).to.have.length(attempt);
    }
  });

  it('rejects with CAPTCHA_FAILED when the server refuses the check', async () => {
    // A token the server never issued, as after it expired: the server's own 422 answer.
    const expiredToken: CaptchaRequest['registration'] = {
      createCaptchaToken: registration.createCaptchaToken,
      verifyCaptcha: (body, options) => registration.verifyCaptcha({ ...body, captcha_token: 'expired' }, options),
    };
    const solving = solveCaptcha(request({ registration: expiredToken }));
    await clickInChallenge('verify');
    const error = await rejectionOf(solving);
    expect(error).to.be.instanceOf(CaptchaError);
    expect((error as CaptchaError).code).to.equal('CAPTCHA_FAILED');
    expect(fieldErrorsOf((error as CaptchaError).cause)).to.have.property('captcha_token');
  });

  describe('when the API issues no check', () => {
    let warnings: ReturnType<typeof captureConsole>;
    beforeEach(() => (warnings = captureConsole('warn')));
    afterEach(() => warnings.restore());

    const issuing = (answer: () => Promise<unknown>): CaptchaRequest['registration'] => ({
      createCaptchaToken: answer as CaptchaRequest['registration']['createCaptchaToken'],
      verifyCaptcha: () => Promise.reject(new Error('no check to verify')),
    });
    const answers: [string, () => Partial<CaptchaRequest>][] = [
      ['{}', () => ({ registration: issuing(async () => ({})) })],
      ['a token without a captcha id', () => ({ registration: issuing(async () => ({ captcha_token: 't-1' })) })],
      ['empty values', () => ({ registration: issuing(async () => ({ captcha_token: '', captcha_id: '' })) })],
      [
        'a 500',
        () => ({
          registration: issuing(() => Promise.reject(new HttpError('ERR_BAD_RESPONSE', 'answered 500', 500))),
        }),
      ],
      // The demo API's own refusal (422) of a country it does not know.
      ['a refusal', () => ({ countryId: 999 })],
    ];
    for (const [how, overrides] of answers) {
      it(`resolves with null for ${how}, warning once with the endpoint's path, showing no challenge`, async () => {
        expect(await solveCaptcha(request(overrides()))).to.equal(null);
        expect(document.querySelector('#geetest-stand-in')).to.equal(null);
        expect(warnings.messages).to.have.length(1);
        expect(warnings.messages[0]).to.contain('/captcha/registration/create_token/');
      });
    }
  });

  it('leaves company_id out of the token request when the company is unknown', async () => {
    const bodies: unknown[] = [];
    const recording: CaptchaRequest['registration'] = {
      createCaptchaToken: (async (body: unknown) => (
        bodies.push(body),
        {}
      )) as CaptchaRequest['registration']['createCaptchaToken'],
      verifyCaptcha: registration.verifyCaptcha,
    };
    await loggedDuring(async () => {
      await solveCaptcha(request({ registration: recording, companyId: undefined, countryId: 'GB' }));
    }, 'warn');
    expect(bodies).to.deep.equal([{ entity: 'signup', country_id: 'GB' }]);
  });

  it('rejects with CAPTCHA_UNAVAILABLE when the server cannot verify the check (5xx)', async () => {
    const verifyDown: CaptchaRequest['registration'] = {
      createCaptchaToken: registration.createCaptchaToken,
      verifyCaptcha: () => Promise.reject(new HttpError('ERR_BAD_RESPONSE', 'answered 503', 503)),
    };
    const solving = solveCaptcha(request({ registration: verifyDown }));
    await clickInChallenge('verify');
    const error = await rejectionOf(solving);
    expect((error as CaptchaError).code).to.equal('CAPTCHA_UNAVAILABLE');
  });

  it('rejects with the abort reason and removes the challenge when aborted', async () => {
    const controller = new AbortController();
    const solving = solveCaptcha(request({ signal: controller.signal }));
    await waitUntil(() => document.querySelector('#geetest-stand-in'), 'the challenge did not show');
    const reason = new DOMException('The visitor left the form', 'AbortError');
    controller.abort(reason);
    expect(await rejectionOf(solving)).to.equal(reason);
  });

  it('rejects at once with the reason when the signal is already aborted', async () => {
    const reason = new Error('aborted before it started');
    expect(await rejectionOf(solveCaptcha(request({ signal: AbortSignal.abort(reason) })))).to.equal(reason);
  });
});

function isAnswerFor(response: unknown, token: string): boolean {
  return (
    typeof response === 'object' && response !== null && 'captcha_token' in response && response.captcha_token === token
  );
}
