/**
 * `<lead-signup-form>`: a visitor leaves contact details, then may open an account at once by
 * choosing a password. Every sign-up carries the referral cookies.
 *
 * Attribute `kind`:
 * - `lead` (default): first name, email, phone (optional), country, terms and marketing consent
 *   (optional) → `/utils/custom-forms/signup/lead-signup`, with timezone;
 * - `with-demo`: the account fields (first and last name, email, phone, country, password, terms,
 *   marketing consent) → `/utils/custom-forms/signup-lead-with-demo`, which opens a demo account;
 * - `email`: email and terms → `/utils/custom-forms/email/signup`, with timezone.
 *
 * Steps: `signup`; when its answer is a lead (`status: "lead"`), `activate` offers to open the
 * account now: a password and its repetition, sent by PATCH `/utils/custom-forms/signup/lead-activate`
 * with the lead's `profile_id`, then the `account-ready` message. "Not now" on `activate` goes to
 * the `thank-you` message without sending. A `with-demo` sign-up has its account already and goes
 * to `account-ready`; a lead whose email already has an account goes to `thank-you`.
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { completing, pick } from '../../forms/answers';
import { accountFields, field, fields, type FieldSpec } from '../../forms/fields';
import { signupStep, THANK_YOU_MESSAGE, type Flow } from '../../forms/flow';
import { leadSignupFormWords } from './lead-signup-form.words';

export type LeadKind = 'lead' | 'with-demo' | 'email';

const FIELDS_BY_KIND: Readonly<Record<LeadKind, readonly FieldSpec[]>> = {
  lead: [
    ...fields('first_name', 'email', 'country'),
    field('phone', { required: false }),
    ...fields('terms', 'marketing'),
  ],
  'with-demo': accountFields(),
  email: fields('email', 'terms'),
};

const SIGNUP_BY_KIND = {
  lead: 'leadSignup',
  'with-demo': 'leadWithDemoSignup',
  email: 'emailSignup',
} as const satisfies Record<LeadKind, string>;

const ACTIVATE_STEP = 'activate';
const THANK_YOU_STEP = 'thank-you';
const ACCOUNT_READY_STEP = 'account-ready';

type StepId = 'signup' | 'activate' | 'thank-you' | 'account-ready';

const leadSignupFormAttributes = { kind: attr.oneOf(['lead', 'with-demo', 'email'], 'lead') };

export type LeadSignupFormProps = PropsOf<typeof leadSignupFormAttributes>;

export const leadSignupFlow: Flow<LeadSignupFormProps, StepId> = {
  attributes: leadSignupFormAttributes,
  words: leadSignupFormWords,
  steps: [
    signupStep({
      fields: async ({ props }) => FIELDS_BY_KIND[props.kind],
      async send(values, { props, apis, request }) {
        const answer = await apis.forms[SIGNUP_BY_KIND[props.kind]](values, request);
        const { status, ...ids } = pick(answer, 'profile_id', 'client_id', 'status');
        if (status === 'lead' && ids.profile_id !== undefined) return { next: ACTIVATE_STEP, data: ids, answer };
        return { next: props.kind === 'with-demo' ? ACCOUNT_READY_STEP : THANK_YOU_STEP, answer };
      },
    }),
    {
      id: ACTIVATE_STEP,
      kind: 'fields',
      title: 'activate_title',
      intro: 'activate_intro',
      submit: 'activate_submit',
      fields: [field('password', { kind: 'new-password' }), field('password_confirm')],
      needs: ['profile_id'],
      skipTo: THANK_YOU_STEP,
      async send(values, { apis, data, request }) {
        const body = {
          ...pick(data, 'profile_id'),
          password: values.password,
          password_confirm: values.password_confirm,
        };
        // No activation on this API: the lead stays a lead, as after "Not now".
        const sent = await completing(() => apis.forms.activateLead(body, request));
        return sent ? { next: ACCOUNT_READY_STEP, ...sent } : { next: THANK_YOU_STEP };
      },
      switches: [{ label: 'not_now', step: THANK_YOU_STEP }],
    },
    THANK_YOU_MESSAGE,
    { id: ACCOUNT_READY_STEP, kind: 'message', title: 'account_ready_title', intro: 'account_ready_text' },
  ],
};
