import { expect } from '@open-wc/testing';
import { HttpError } from '../http/http-error';
import { fieldErrorsOf, serverMessageOf } from './server-errors';

const rejected = (body: unknown) => new HttpError('ERR_BAD_REQUEST', 'POST /x answered 422', 422, body);

describe('server errors', () => {
  it('name a message per field', () => {
    const error = rejected({
      message: 'The given data was invalid.',
      errors: { email: 'Enter a valid email address' },
    });
    expect(fieldErrorsOf(error)).to.deep.equal({ email: 'Enter a valid email address' });
    expect(serverMessageOf(error)).to.equal('The given data was invalid.');
  });

  it("take the first message of a field's list (Laravel)", () => {
    const error = rejected({ errors: { email: ['The email has already been taken.', 'Second'], phone: [] } });
    expect(fieldErrorsOf(error)).to.deep.equal({ email: 'The email has already been taken.' });
  });

  it('are found under data too', () => {
    const error = rejected({ data: { message: 'Nope', errors: { phone: 'Enter the number with its country code' } } });
    expect(fieldErrorsOf(error)).to.deep.equal({ phone: 'Enter the number with its country code' });
    expect(serverMessageOf(error)).to.equal('Nope');
  });

  it('are empty for a text body, a network failure or anything not an HttpError', () => {
    for (const error of [rejected('Bad Gateway'), new HttpError('ERR_NETWORK', 'failed'), new Error('x'), null]) {
      expect(fieldErrorsOf(error)).to.deep.equal({});
      expect(serverMessageOf(error)).to.equal(null);
    }
  });
});
