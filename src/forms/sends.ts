/**
 * The sends most steps share: a sign-up that keeps its profile for step 2, and the step 2 that
 * completes that profile. The endpoint is picked from the page's clients when the step sends.
 */
import type { FormBody, SubmitOptions } from '../services/forms-api';
import { pick } from './answers';
import type { SharedSend, FormApis } from './flow';

type Submit = (body: FormBody, options: SubmitOptions) => Promise<unknown>;
type Endpoint = (apis: FormApis) => Submit;

/**
 * The values (and `extra` fields) to the endpoint; the answer's profile_id is kept for step 2
 * (which needs it: without one the flow goes on past step 2), and with its client_id for the
 * form-success detail.
 */
export function signUpTo<Props>(endpoint: Endpoint, extra: FormBody = {}): SharedSend<Props> {
  return async (values, { apis, idempotencyKey, signal }) => {
    const answer = await endpoint(apis)({ ...values, ...extra }, { idempotencyKey, signal });
    return { answer, data: pick(answer, 'profile_id', 'client_id') };
  };
}

/** The values with the sign-up's profile_id to the endpoint. */
export function completeProfileAt<Props>(endpoint: Endpoint): SharedSend<Props> {
  return async (values, { apis, data, idempotencyKey, signal }) => ({
    answer: await endpoint(apis)({ ...values, ...pick(data, 'profile_id') }, { idempotencyKey, signal }),
  });
}
