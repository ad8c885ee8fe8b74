/**
 * signup-form's details step by its logic: a sign-up started again ("Start again" from a code
 * step the server had no sign-up for) goes where its own answer leads, not the first sign-up's.
 */
import { expect } from '@open-wc/testing';
import type { FieldsStep, FormApis, StepContext } from '../../forms/flow';
import { transitionAfter } from '../../forms/transitions';
import { translator } from '../../forms/translations';
import { signupFlow, type SignupFormProps } from './signup-form.flow';

const details = signupFlow.steps.find((step) => step.id === 'details') as FieldsStep<SignupFormProps>;

function contextAfterFirstSignup(answer: unknown): StepContext<SignupFormProps> {
  const signal = new AbortController().signal;
  const apis = {
    forms: { validateEmail: async () => ({}), verifyPhone: async () => ({}), signup: async () => answer },
  } as unknown as FormApis;
  return {
    apis,
    props: { noCaptcha: true } as StepContext<SignupFormProps>['props'],
    // What the first sign-up left: its ids and its code.
    data: { profile_id: 'p1', client_id: 'c1', otp_code_id: 'o1', email: 'first@example.com' },
    request: { idempotencyKey: 'k', signal },
    submission: {},
    signal,
    t: translator(signupFlow.strings ?? {}),
  };
}

describe('signup-form, the details step started again', () => {
  for (const [what, answer, next] of [
    ['ids, no otp_code_id', { profile_id: 'p2', client_id: 'c2', is_email_verified: true }, 'step-2'],
    ['nothing', {}, 'thank-you'],
  ] as const) {
    it(`answered ${what}: no code step (no SMS was sent), on to ${next}`, async () => {
      const context = contextAfterFirstSignup(answer);
      const values = { email: 'again@example.com', phone: '+447700900123' };
      const outcome = (await details.send(values, context))!;
      const data = { ...context.data, ...outcome.data };
      expect(transitionAfter(signupFlow, details, outcome, data)).to.deep.equal({
        to: next === 'thank-you' ? 'end' : 'step',
        id: next,
      });
      expect(data.profile_id, 'the first sign-up’s profile').to.equal(next === 'step-2' ? 'p2' : undefined);
    });
  }
});
