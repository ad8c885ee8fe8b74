import { expect } from '@open-wc/testing';
import { HttpError } from '../services/http/http-error';
import { describeFailure } from './failures';
import { FieldError, StepError } from './flow';
import { englishWords } from './translations';

const t = englishWords();
const invalid = (errors: Record<string, unknown>) =>
  new HttpError('ERR_BAD_REQUEST', 'Request failed with status 422', 422, {
    message: 'The given data was invalid.',
    errors,
  });

describe('describeFailure', () => {
  it('puts field errors next to the fields shown, and the others above the form', () => {
    expect(describeFailure(invalid({ email: ['Taken.'], profile_id: 'Expired.' }), ['email'], t)).to.deep.equal({
      fields: { email: 'Taken.' },
      message: 'Expired.',
      code: 'ERR_BAD_REQUEST',
      status: 422,
    });
    expect(describeFailure(invalid({ email: 'Taken.' }), ['email'], t).message).to.equal(null);
  });

  it("shows the server's message when it names no field", () => {
    const error = new HttpError('ERR_BAD_REQUEST', 'x', 401, { message: 'The email or password is incorrect.' });
    expect(describeFailure(error, ['email'], t).message).to.equal('The email or password is incorrect.');
  });

  it('explains network failures, timeouts and server errors in words, saying nothing is lost', () => {
    expect(describeFailure(new HttpError('ERR_NETWORK', 'x'), [], t).message).to.contain('what you typed is kept');
    expect(describeFailure(new HttpError('ETIMEDOUT', 'x'), [], t).message).to.contain('took too long');
    expect(
      describeFailure(new HttpError('ERR_BAD_RESPONSE', 'x', 500, { message: 'SQLSTATE[42S02]' }), [], t).message,
    ).to.equal(t('server_error'));
  });

  it('takes field and step errors raised by the flow, and anything else as a generic failure', () => {
    expect(describeFailure(new FieldError('email', 'Has an account.'), ['email'], t).fields).to.deep.equal({
      email: 'Has an account.',
    });
    expect(describeFailure(new StepError('CAPTCHA_CLOSED', 'Complete the check.'), [], t)).to.include({
      message: 'Complete the check.',
      code: 'CAPTCHA_CLOSED',
    });
    expect(describeFailure(new TypeError('boom'), [], t)).to.include({ message: t('request_error'), code: 'UNKNOWN' });
  });
});
