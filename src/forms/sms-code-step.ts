/**
 * The one-time SMS code a sign-in may ask for (login-form, webtrader-form, premium-analytics-form):
 * an answer with an `otp_code_id` has the code sent, then this step takes it, offers to send it
 * again, and hands the verified answer to the flow.
 */
import { pick } from './answers';
import { field } from './fields';
import type { FieldsStep, FormApis, StepContext, StepOutcome } from './flow';

/**
 * Sends the code a sign-in answer asks for; returns the data the SMS step needs, or null when the
 * answer asks for no code.
 */
export async function sendSmsCodeIfAsked(
  answer: unknown,
  apis: FormApis,
  signal: AbortSignal,
): Promise<{ otp_code_id: string | number } | null> {
  const { otp_code_id } = pick(answer, 'otp_code_id');
  if (otp_code_id === undefined) return null;
  await apis.registration.sendOneTimeAuthSms({ otp_code_id }, { signal });
  return { otp_code_id };
}

/** The step: `finish` turns the verification's answer into the flow's outcome. */
export function smsCodeStep<Props, Id extends string>(
  id: Id,
  finish: (answer: unknown, context: StepContext<Props>) => StepOutcome<Id> | Promise<StepOutcome<Id>>,
): FieldsStep<Props, Id> {
  return {
    id,
    kind: 'fields',
    title: 'sms_title',
    intro: 'sms_intro',
    submit: 'sms_submit',
    fields: [field('code')],
    // Opened by an answer's otp_code_id only: a code nobody sent is never asked for.
    needs: ['otp_code_id'],
    async send(values, context) {
      const { apis, signal } = context;
      return finish(
        await apis.registration.verifyActivationCode({ params: { code: String(values.code) }, signal }),
        context,
      );
    },
    extra: {
      label: 'resend_sms',
      run: ({ apis, data }) =>
        apis.registration
          .sendOneTimeAuthSms({ otp_code_id: data.otp_code_id as string | number })
          .then(() => undefined),
    },
  };
}
