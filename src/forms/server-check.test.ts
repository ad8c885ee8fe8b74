/** A check the server could not make holds nothing back; its verdict on what was typed stands. */
import { expect } from '@open-wc/testing';
import { HttpError } from '../services/http/http-error';
import { captureConsole } from '../test/harness';
import { serverCheck } from './server-check';

const PATH = '/utils/custom-forms/signup/validate-email';

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('resolved, expected a rejection'),
    (error: unknown) => error,
  );
}

describe('serverCheck', () => {
  let warnings: ReturnType<typeof captureConsole>;
  beforeEach(() => (warnings = captureConsole('warn')));
  afterEach(() => warnings.restore());

  it("is the check's answer", async () => {
    expect(await serverCheck(PATH, async () => ({ available: false }))).to.deep.equal({ available: false });
    expect(warnings.messages).to.deep.equal([]);
  });

  for (const [how, error] of [
    ['a 500', new HttpError('ERR_BAD_RESPONSE', 'answered 500', 500)],
    ['a 404', new HttpError('ERR_BAD_REQUEST', 'answered 404', 404, { message: 'Not Found' })],
    ['no connection', new HttpError('ERR_NETWORK', 'Network Error')],
  ] as const) {
    it(`is null after ${how}, with one warning naming the endpoint`, async () => {
      expect(await serverCheck(PATH, () => Promise.reject(error))).to.equal(null);
      expect(warnings.messages).to.have.length(1);
      expect(warnings.messages[0]).to.contain(PATH);
    });
  }

  it('rejects with a refusal naming fields, and with a cancellation', async () => {
    const refusal = new HttpError('ERR_BAD_REQUEST', 'answered 422', 422, { errors: { email: 'Invalid' } });
    expect(await rejectionOf(serverCheck(PATH, () => Promise.reject(refusal)))).to.equal(refusal);
    const cancelled = new HttpError('ERR_CANCELED', 'canceled');
    expect(await rejectionOf(serverCheck(PATH, () => Promise.reject(cancelled)))).to.equal(cancelled);
    expect(warnings.messages).to.deep.equal([]);
  });
});
