/**
 * `<webtrader-form>`: the way into the web platform. A client logs in (`/api/user/authorise`, then
 * a one-time SMS code when the account asks for it); a visitor without an account switches to a
 * free demo (`/utils/custom-forms/demo-signup`) and back. Either way the visitor is then sent to
 * `platform-url` (a `redirect` attribute wins over it), unless a form-success listener cancels
 * the event.
 *
 * Attributes: `mode` (`login` | `demo`: the first step), `platform-url` (default `/webtrader`).
 * Steps: `login`, `sms-code`, `demo`.
 */
import { attr } from '../../platform/runtime/attributes';
import { payloadOf, pick } from '../../forms/answers';
import { field, fields } from '../../forms/fields';
import type { CommonFormProps, Flow, StepOutcome } from '../../forms/flow';

export interface WebtraderFormProps {
  mode: 'login' | 'demo';
  platformUrl: string;
}

const SMS_STEP = 'sms-code';

/** Ends the flow: the engine sends the visitor to the answer's `redirect_url`. */
const toPlatform = (answer: unknown, { platformUrl }: WebtraderFormProps & CommonFormProps): StepOutcome => ({
  answer: { ...payloadOf(answer), redirect_url: platformUrl },
  next: null,
});

export const webtraderFlow: Flow<WebtraderFormProps> = {
  attributes: {
    mode: attr.oneOf(['login', 'demo'], 'login'),
    platformUrl: attr.string('/webtrader'),
  },
  strings: {
    login_title: 'Log in to the web platform',
    login_submit: 'Log in and trade',
    open_demo: 'No account? Open a free demo',
    demo_title: 'Try the web platform with a free demo',
    demo_submit: 'Open the demo platform',
    have_account: 'Already a client? Log in',
    sms_title: 'Enter the code we sent by SMS',
    sms_intro: 'For your security, this account signs in with a one-time code.',
    sms_submit: 'Confirm',
    resend_sms: 'Send the code again',
    resend_sms_done: 'We sent a new code.',
    done_title: 'Opening the platform…',
  },
  start: (props) => props.mode,
  steps: [
    {
      id: 'login',
      kind: 'fields',
      title: 'login_title',
      submit: 'login_submit',
      fields: fields('email', 'password'),
      async send(values, { props, apis, idempotencyKey, signal }) {
        const answer = await apis.account.authorise(values, { idempotencyKey, signal });
        const { otp_code_id } = pick(answer, 'otp_code_id');
        if (otp_code_id === undefined) return toPlatform(answer, props);
        await apis.registration.sendOneTimeAuthSms({ otp_code_id: otp_code_id as string }, { signal });
        return { next: SMS_STEP, data: { otp_code_id } };
      },
      switches: [{ label: 'open_demo', step: 'demo' }],
    },
    {
      id: SMS_STEP,
      kind: 'fields',
      title: 'sms_title',
      intro: 'sms_intro',
      submit: 'sms_submit',
      fields: [field('code')],
      async send(values, { props, apis, signal }) {
        const answer = await apis.registration.verifyActivationCode({ params: { code: String(values.code) }, signal });
        return toPlatform(answer, props);
      },
      extra: {
        label: 'resend_sms',
        run: ({ apis, data }) =>
          apis.registration.sendOneTimeAuthSms({ otp_code_id: data.otp_code_id as string }).then(() => undefined),
      },
    },
    {
      id: 'demo',
      kind: 'fields',
      title: 'demo_title',
      submit: 'demo_submit',
      fields: fields('first_name', 'email', 'country', 'phone', 'terms'),
      async send(values, { props, apis, idempotencyKey, signal }) {
        return toPlatform(await apis.forms.demoSignup(values, { idempotencyKey, signal }), props);
      },
      switches: [{ label: 'have_account', step: 'login' }],
    },
  ],
};
