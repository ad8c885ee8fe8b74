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
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { payloadOf } from '../../forms/answers';
import { fields } from '../../forms/fields';
import type { Flow, StepOutcome } from '../../forms/flow';
import type { CommonFormProps } from '../../forms/form-attributes';
import { sendSmsCodeIfAsked, smsCodeStep } from '../../forms/sms-code-step';
import { webtraderFormWords } from './webtrader-form.words';

const SMS_STEP = 'sms-code';

/** Ends the flow: the engine sends the visitor to the answer's `redirect_url`. */
const toPlatform = (answer: unknown, { platformUrl }: WebtraderFormProps & CommonFormProps): StepOutcome<never> => ({
  answer: { ...payloadOf(answer), redirect_url: platformUrl },
  next: null,
});

type StepId = 'login' | 'sms-code' | 'demo';

const webtraderFormAttributes = {
  mode: attr.oneOf(['login', 'demo'], 'login'),
  platformUrl: attr.string('/webtrader'),
};

export type WebtraderFormProps = PropsOf<typeof webtraderFormAttributes>;

export const webtraderFlow: Flow<WebtraderFormProps, StepId> = {
  attributes: webtraderFormAttributes,
  words: webtraderFormWords,
  start: (props) => props.mode,
  steps: [
    {
      id: 'login',
      kind: 'fields',
      title: 'login_title',
      submit: 'login_submit',
      fields: fields('email', 'password'),
      async send(values, { props, apis, request, signal }) {
        const answer = await apis.account.authorise(values, request);
        const sms = await sendSmsCodeIfAsked(answer, apis, signal);
        return sms ? { next: SMS_STEP, data: sms } : toPlatform(answer, props);
      },
      switches: [{ label: 'open_demo', step: 'demo' }],
    },
    smsCodeStep(SMS_STEP, (answer, { props }) => toPlatform(answer, props)),
    {
      id: 'demo',
      kind: 'fields',
      title: 'demo_title',
      submit: 'demo_submit',
      fields: fields('first_name', 'email', 'country', 'phone', 'terms'),
      async send(values, { props, apis, request }) {
        return toPlatform(await apis.forms.demoSignup(values, request), props);
      },
      switches: [{ label: 'have_account', step: 'login' }],
    },
  ],
};
