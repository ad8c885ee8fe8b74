/**
 * `<premium-analytics-form>`: subscribes a client to Premium Analytics. The visitor opens an
 * account (`mode="register"`, default: `/api/user/premium-analytics/register`) or logs in by
 * email (`mode="login"`: `/api/user/premium-analytics/authorise`) or by phone
 * (`mode="phone-login"`: `/api/user/premium-analytics/authorise/phone`), and can switch between
 * registering and logging in. The same submission then subscribes the account's email with the
 * consent given (`/utils/premium-analytics`) and the thank-you shows. An answer with an
 * `otp_code_id` (an account that signs in with a one-time code, or a sign-up that confirms the
 * phone) has the code sent by SMS first: the `sms-code` step takes it, then subscribes.
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { pick } from '../../forms/answers';
import { accountFields, field } from '../../forms/fields';
import { THANK_YOU_MESSAGE, type FieldsStep, type Flow, type StepContext, type StepOutcome } from '../../forms/flow';
import type { FormValues } from '../../forms/field-rules';
import { sendSmsCodeIfAsked, smsCodeStep } from '../../forms/sms-code-step';
import { premiumAnalyticsFormWords } from './premium-analytics-form.words';

type Context = StepContext<PremiumAnalyticsFormProps>;
type StepId = 'login' | 'phone-login' | 'register' | 'sms-code' | 'thank-you';

/**
 * After the account's answer: the code step when it asks for a one-time code (the SMS sent), else
 * the subscription at once. The email (from the answer: a phone login knows no other) and the
 * consent are kept for the subscription; a registration's ids for the form-success detail,
 * whatever the subscription answers.
 */
async function subscribeOrAskCode(
  account: unknown,
  values: FormValues,
  context: Context,
): Promise<StepOutcome<StepId>> {
  const { email = values.email } = pick(account, 'email');
  const data = { ...pick(account, 'profile_id', 'client_id'), email, terms: values.terms };
  const sms = await sendSmsCodeIfAsked(account, context.apis, context.signal);
  return sms ? { next: 'sms-code', data: { ...data, ...sms } } : { ...(await subscribe(data, context)), data };
}

/** Subscribes the email with the consent given. */
async function subscribe({ email, terms }: Readonly<Record<string, unknown>>, { apis, signal }: Context) {
  return { answer: await apis.forms.premiumAnalytics({ email, terms }, { signal }), next: 'thank-you' as const };
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
    return subscribeOrAskCode(account, values, context);
  },
  next: 'thank-you',
  switches: [{ label: 'to_register', step: 'register' }],
});

const premiumAnalyticsFormAttributes = { mode: attr.oneOf(['register', 'login', 'phone-login'], 'register') };

export type PremiumAnalyticsFormProps = PropsOf<typeof premiumAnalyticsFormAttributes>;

export const premiumAnalyticsFlow: Flow<PremiumAnalyticsFormProps, StepId> = {
  attributes: premiumAnalyticsFormAttributes,
  words: premiumAnalyticsFormWords,
  start: (props) => props.mode,
  steps: [
    {
      id: 'register',
      kind: 'fields',
      title: 'register_title',
      submit: 'subscribe_submit',
      fields: accountFields(),
      async send(values, context) {
        const { apis, request, kept, keep } = context;
        // Once the account is open (its answer kept), sending again sends only what failed after:
        // a second registration would meet "email taken".
        const account = kept.account ?? (await apis.account.premiumAnalyticsRegister(values, request));
        keep({ account });
        return subscribeOrAskCode(account, values, context);
      },
      next: 'thank-you',
      switches: [{ label: 'to_login', step: 'login' }],
    },
    loginStep('login', 'email'),
    loginStep('phone-login', 'phone'),
    smsCodeStep('sms-code', (_answer, context) => subscribe(context.data, context)),
    THANK_YOU_MESSAGE,
  ],
};
