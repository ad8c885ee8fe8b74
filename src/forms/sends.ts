/**
 * The sends most steps share: a plain send, a sign-up that keeps its profile for step 2, and the
 * step 2 that completes that profile. The endpoint is picked from the page's clients (and the
 * form's attributes) when the step sends.
 */
import type { FormBody, SubmitOptions } from '../services/forms-api';
import { pick } from './answers';
import type { FormValues } from './field-rules';
import type { CommonFormProps } from './form-attributes';
import type { SharedSend, FormApis } from './flow';

type Submit = (body: FormBody, options: SubmitOptions) => Promise<unknown>;
type Endpoint = (apis: FormApis) => Submit;
/** An endpoint the form's attributes may choose (newsletter or marketing emails). */
type EndpointFor<Props> = (apis: FormApis, props: Props & CommonFormProps) => Submit;

/** The values, or the part `body` makes of them, to the endpoint; its answer is the step's. */
export function sendTo<Props>(
  endpoint: EndpointFor<Props>,
  body: (values: FormValues) => FormBody = (values) => values,
): SharedSend<Props> {
  return async (values, { props, apis, idempotencyKey, signal }) => ({
    answer: await endpoint(apis, props)(body(values), { idempotencyKey, signal }),
  });
}

/** The values (and `extra` fields) to the endpoint; the answer's profile_id is kept for step 2. */
export function signUpTo<Props>(endpoint: Endpoint, extra: FormBody = {}): SharedSend<Props> {
  return async (values, { apis, idempotencyKey, signal }) => {
    const answer = await endpoint(apis)({ ...values, ...extra }, { idempotencyKey, signal });
    return { answer, data: pick(answer, 'profile_id') };
  };
}

/** The values with the sign-up's profile_id to the endpoint. */
export function completeProfileAt<Props>(endpoint: Endpoint): SharedSend<Props> {
  return async (values, { apis, data, idempotencyKey, signal }) => ({
    answer: await endpoint(apis)({ ...values, ...pick(data, 'profile_id') }, { idempotencyKey, signal }),
  });
}
