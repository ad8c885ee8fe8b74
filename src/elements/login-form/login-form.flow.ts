/**
 * `<login-form>`: sign in by email, phone or either (`mode`), then, when the account asks for it,
 * a one-time code by SMS. The login step's fields come from `/fcm-forms/config/login-step` in
 * email mode. On success the visitor goes to `redirect`, else to the answer's `redirect_url`.
 *
 * Social sign-in: `social` (JSON, provider → the site's sign-in URL for it, e.g.
 * `{"google":"/auth/google"}`) adds "Continue with …" links. The provider's round trip ends back
 * on the page with `?social_provider=google&social_token=…`: the form then sends
 * `/api/user/authorise/social` at once, and takes the token out of the address bar first, so it
 * is never bookmarked, shared or sent on as a referrer.
 */
import { attr } from '../../platform/runtime/attributes';
import { payloadOf, pick } from '../../forms/answers';
import { field, fields, fieldsFromConfig } from '../../forms/fields';
import type { Flow } from '../../forms/flow';
import { checkStrings } from '../../forms/translations';

export interface LoginFormProps {
  mode: 'email' | 'phone' | 'unified';
  social: Readonly<Record<string, string>>;
}

const SMS_STEP = 'sms-code';
const SOCIAL_STEP = 'social';
const PROVIDER_NAMES: Readonly<Record<string, string>> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };
const SOCIAL_PARAMETERS = ['social_provider', 'social_token'] as const;

/** The provider and token of a social round trip in the page URL, removed from the address bar. */
function takeSocialReturn(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const [provider, token] = SOCIAL_PARAMETERS.map((name) => query.get(name));
  if (!provider || !token) return {};
  const url = new URL(location.href);
  SOCIAL_PARAMETERS.forEach((name) => url.searchParams.delete(name));
  history.replaceState(history.state, '', url);
  return { provider, token };
}

export const loginFlow: Flow<LoginFormProps> = {
  attributes: { mode: attr.oneOf(['email', 'phone', 'unified'], 'email'), social: attr.json({}, checkStrings) },
  initialData: (_props, { search }) => takeSocialReturn(search),
  start: (_props, { search }) =>
    SOCIAL_PARAMETERS.every((name) => new URLSearchParams(search).has(name)) ? SOCIAL_STEP : 'login',
  strings: {
    login_title: 'Log in',
    login_submit: 'Log in',
    sms_title: 'Enter the code we sent by SMS',
    sms_intro: 'For your security, this account signs in with a one-time code.',
    sms_submit: 'Confirm',
    resend_sms: 'Send the code again',
    resend_sms_done: 'We sent a new code.',
    done_title: 'You are logged in',
    continue_with: 'Continue with {provider}',
    social_title: 'Signing you in…',
    social_retry: 'Try again',
    other_login: 'Log in another way',
  },
  steps: [
    {
      id: SOCIAL_STEP,
      kind: 'fields',
      title: 'social_title',
      submit: 'social_retry',
      fields: [],
      sendOnShow: true,
      async send(_values, { apis, data, idempotencyKey, signal }) {
        const answer = await apis.account.authoriseSocial(pick(data, 'provider', 'token'), { idempotencyKey, signal });
        return { answer, next: null };
      },
      switches: [{ label: 'other_login', step: 'login' }],
    },
    {
      id: 'login',
      kind: 'fields',
      title: 'login_title',
      submit: 'login_submit',
      async fields({ props, apis, signal }) {
        if (props.mode === 'phone') return fields('phone', 'password');
        if (props.mode === 'unified') return fields('login', 'password');
        const configured = fieldsFromConfig(payloadOf(await apis.forms.loginStepConfig({ signal })));
        return configured.length ? configured : fields('email', 'password');
      },
      links: (props, t) =>
        Object.entries(props.social).map(([provider, href]) => ({
          label: t('continue_with', { provider: PROVIDER_NAMES[provider] ?? provider }),
          href,
        })),
      async send(values, { props, apis, idempotencyKey, signal }) {
        const options = { idempotencyKey, signal };
        const answer =
          props.mode === 'phone'
            ? await apis.account.authorisePhone(values, options)
            : props.mode === 'unified'
              ? await apis.account.unifiedLogin(values, options)
              : await apis.account.authorise(values, options);
        const { otp_code_id } = pick(answer, 'otp_code_id');
        if (otp_code_id === undefined) return { answer, next: null };
        await apis.registration.sendOneTimeAuthSms({ otp_code_id: otp_code_id as string }, { signal });
        return { next: SMS_STEP, data: { otp_code_id, ...pick(answer, 'redirect_url') } };
      },
    },
    {
      id: SMS_STEP,
      kind: 'fields',
      title: 'sms_title',
      intro: 'sms_intro',
      submit: 'sms_submit',
      fields: [field('code')],
      async send(values, { apis, data, signal }) {
        const answer = await apis.registration.verifyActivationCode({ params: { code: String(values.code) }, signal });
        return { answer: { ...pick(data, 'redirect_url'), ...(answer as object) }, next: null };
      },
      extra: {
        label: 'resend_sms',
        run: ({ apis, data }) =>
          apis.registration.sendOneTimeAuthSms({ otp_code_id: data.otp_code_id as string }).then(() => undefined),
      },
    },
  ],
};
