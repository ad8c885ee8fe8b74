/**
 * `<premium-analytics-form>`: subscribes a client to Premium Analytics. The visitor opens an
 * account (`mode="register"`, default: `/api/user/premium-analytics/register`) or logs in by
 * email (`mode="login"`: `/api/user/premium-analytics/authorise`) or by phone
 * (`mode="phone-login"`: `/api/user/premium-analytics/authorise/phone`), and can switch between
 * registering and logging in. The same submission then subscribes the account's email with the
 * consent given (`/utils/premium-analytics`) and the thank-you shows. An account that signs in
 * with a one-time SMS code is asked to log in on the site first.
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { pick } from '../../forms/answers';
import { accountFields, field } from '../../forms/fields';
import {
  StepError,
  THANK_YOU_MESSAGE,
  type FieldsStep,
  type Flow,
  type StepContext,
  type StepOutcome,
} from '../../forms/flow';
import type { FormValues } from '../../forms/field-rules';

type Context = StepContext<PremiumAnalyticsFormProps>;
type StepId = 'login' | 'phone-login' | 'register' | 'thank-you';

/**
 * Subscribes the account's email (from its answer: a phone login knows no other) with the
 * consent given. An answer asking for a one-time code means the login has not finished.
 */
async function subscribe(
  account: unknown,
  values: FormValues,
  { apis, signal, t }: Context,
): Promise<StepOutcome<never>> {
  if ('otp_code_id' in pick(account, 'otp_code_id')) throw new StepError('OTP_REQUIRED', t('otp_not_supported'));
  const { email = values.email } = pick(account, 'email');
  const answer = await apis.forms.premiumAnalytics({ email, terms: values.terms }, { signal });
  // A registration's ids are the form-success detail's, whatever the subscription answered.
  return { answer, data: pick(account, 'profile_id', 'client_id') };
}

const loginStep = (
  id: 'login' | 'phone-login',
  by: 'email' | 'phone',
): FieldsStep<PremiumAnalyticsFormProps, StepId> => ({
  id,
  kind: 'fields',
  title: 'login_title',
  submit: 'subscribe_submit',
  fields: [field(by), field('password'), field('terms')],
  async send(values, context) {
    const { apis, request } = context;
    const { email, phone, password } = values;
    const account =
      by === 'email'
        ? await apis.account.premiumAnalyticsAuthorise({ email, password }, request)
        : await apis.account.premiumAnalyticsAuthorisePhone({ phone, password }, request);
    return subscribe(account, values, context);
  },
  next: 'thank-you',
  switches: [{ label: 'to_register', step: 'register' }],
});

const premiumAnalyticsFormAttributes = { mode: attr.oneOf(['register', 'login', 'phone-login'], 'register') };

export type PremiumAnalyticsFormProps = PropsOf<typeof premiumAnalyticsFormAttributes>;

export const premiumAnalyticsFlow: Flow<PremiumAnalyticsFormProps, StepId> = {
  attributes: premiumAnalyticsFormAttributes,
  strings: {
    register_title: 'Open an account for Premium Analytics',
    login_title: 'Log in for Premium Analytics',
    subscribe_submit: 'Get Premium Analytics',
    to_login: 'I already have an account: log in',
    to_register: 'No account yet? Register',
    otp_not_supported:
      'This account signs in with a one-time code: log in on our site first, then subscribe from your dashboard.',
    thank_you_title: 'Welcome to Premium Analytics',
    thank_you_text: 'Your first market insights are on their way to your inbox.',
  },
  start: (props) => props.mode,
  steps: [
    {
      id: 'register',
      kind: 'fields',
      title: 'register_title',
      submit: 'subscribe_submit',
      fields: accountFields(),
      async send(values, context) {
        const { apis, request } = context;
        const account = await apis.account.premiumAnalyticsRegister(values, request);
        return subscribe(account, values, context);
      },
      next: 'thank-you',
      switches: [{ label: 'to_login', step: 'login' }],
    },
    loginStep('login', 'email'),
    loginStep('phone-login', 'phone'),
    THANK_YOU_MESSAGE,
  ],
};
