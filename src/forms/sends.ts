/**
 * The sends most steps share: a sign-up that keeps its profile for step 2, and the step 2 that
 * completes that profile; and the three steps of the partnership sign-ups built on both. The
 * endpoint is picked from the page's clients when the step sends.
 */
import type { FormBody, SubmitOptions } from '../services/forms-api';
import { completing, pick } from './answers';
import type { FieldSpec } from './fields';
import { signupStep, THANK_YOU_MESSAGE, type FlowStep, type SharedSend, type FormApis } from './flow';

type Submit = (body: FormBody, options: SubmitOptions) => Promise<unknown>;
type Endpoint = (apis: FormApis) => Submit;

/**
 * The values (and `extra` fields) to the endpoint; the answer's profile_id is kept for step 2
 * (which needs it: without one the flow goes on past step 2), and with its client_id for the
 * form-success detail.
 */
export function signUpTo<Props>(endpoint: Endpoint, extra: FormBody = {}): SharedSend<Props> {
  return async (values, { apis, request }) => {
    const answer = await endpoint(apis)({ ...values, ...extra }, request);
    return { answer, data: pick(answer, 'profile_id', 'client_id') };
  };
}

/** The values with the sign-up's profile_id to the endpoint (by `completing`'s rule). */
export function completeProfileAt<Props>(endpoint: Endpoint): SharedSend<Props> {
  return async (values, { apis, data, request }) =>
    (await completing(() => endpoint(apis)({ ...values, ...pick(data, 'profile_id') }, request))) ?? {};
}

export type ProfileSignupStepId = 'signup' | 'step-2' | 'thank-you';

/**
 * A partnership sign-up (affiliate-signup-form, partner-signup-form): `signup` sends the account
 * to `signUp`; `step-2`, open only when that answer issued a profile_id, completes the profile at
 * `completeProfile`; `thank-you` ends the flow. Headings and buttons are the flow's strings
 * `signup_title`, `signup_submit`, `step_2_title`, `step_2_submit`, `thank_you_title` and
 * `thank_you_text`.
 */
export function profileSignupSteps<Props>(steps: {
  signup: readonly FieldSpec[];
  signUp: Endpoint;
  profile: readonly FieldSpec[];
  completeProfile: Endpoint;
}): FlowStep<Props, ProfileSignupStepId>[] {
  return [
    signupStep({ fields: steps.signup, send: signUpTo(steps.signUp), next: 'step-2' }),
    {
      id: 'step-2',
      kind: 'fields',
      title: 'step_2_title',
      submit: 'step_2_submit',
      fields: steps.profile,
      needs: ['profile_id'],
      send: completeProfileAt(steps.completeProfile),
      next: 'thank-you',
    },
    THANK_YOU_MESSAGE,
  ];
}
