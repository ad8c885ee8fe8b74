/** Test helper: the HttpError a call rejected with. */
import { expect } from '@open-wc/testing';
import { HttpError } from '../services/http/http-error';

export async function httpFailure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('the request did not fail');
}
