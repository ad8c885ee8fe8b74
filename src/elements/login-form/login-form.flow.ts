/**
 * `<login-form>`: sign in by email, phone or either (`mode`), then, when the account asks for it,
 * a one-time code by SMS. The login step's fields come from `/fcm-forms/config/login-step` in
 * email mode. On success the visitor goes to `redirect`, else to the answer's `redirect_url`.
 *
 * Social sign-in: `social` (JSON, provider → the site's sign-in URL for it, e.g.
 * `{"google":"/auth/google"}`, each on the page's site or an origin a redirect may go to) adds
 * "Continue with …" links. Pressing one makes a one-time state
 * for this tab and follows the URL with it (`/auth/google?state=…`). The provider's round trip
 * ends back on the page with `?social_provider=google&social_token=…&social_state=…`: when the
 * state is the one this tab made, the form sends `/api/user/authorise/social` at once, the state
 * included, so the server checks it too (an `otp_code_id` in its answer opens the SMS code step,
 * as the other logins' do); any other return (a link someone else made: login CSRF) sends
 * nothing, shows the login form and logs one console warning. Either way the
 * parameters leave the address bar first, so the token is never bookmarked, shared or sent on as
 * a referrer (docs/SECURITY.md §11).
 */
import { own } from '../../platform/dom/own';
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { pick } from '../../forms/answers';
import { fields } from '../../forms/fields';
import type { Flow, FormApis, StepOutcome } from '../../forms/flow';
import { pageRedirectTarget } from '../../forms/redirect-target';
import { sendSmsCodeIfAsked, smsCodeStep } from '../../forms/sms-code-step';
import { checkTexts } from '../../platform/runtime/attributes';
import { discardSocialState, followWithNewSocialState, isSocialState } from '../../services/sso/social-state';
import { loginFormWords } from './login-form.words';

const SMS_STEP = 'sms-code';
const SOCIAL_STEP = 'social';
const PROVIDER_NAMES: Readonly<Record<string, string>> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };
const SOCIAL_PARAMETERS = ['social_provider', 'social_token', 'social_state'] as const;

/** The provider, token and state of a social round trip in the page URL, when this tab made the state. */
function socialReturn(search: string): Record<string, string> | null {
  const query = new URLSearchParams(search);
  const [provider, token, state] = SOCIAL_PARAMETERS.map((name) => query.get(name));
  return provider && token && isSocialState(state) ? { provider, token, state: state! } : null;
}

/** The social return of the page URL, or none; its parameters leave the address bar, its state is used up. */
function takeSocialReturn(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  if (!SOCIAL_PARAMETERS.some((name) => query.has(name))) return {};
  const taken = socialReturn(search);
  discardSocialState();
  const url = new URL(location.href);
  SOCIAL_PARAMETERS.forEach((name) => url.searchParams.delete(name));
  history.replaceState(history.state, '', url);
  if (!taken) console.warn('<login-form>: a social sign-in return this tab did not start; not signing in with it.');
  return taken ?? {};
}

type StepId = 'social' | 'login' | 'sms-code';

/**
 * After a login's answer (any of them, social too): the code step when it asks for a one-time
 * code (the SMS sent), its redirect_url kept for the end; else the end of the flow.
 */
async function endOrAskCode(answer: unknown, apis: FormApis, signal: AbortSignal): Promise<StepOutcome<StepId>> {
  const sms = await sendSmsCodeIfAsked(answer, apis, signal);
  if (!sms) return { answer, next: null };
  return { next: SMS_STEP, data: { ...sms, ...pick(answer, 'redirect_url') } };
}

/**
 * Providers' sign-in URLs, each where a redirect may go (redirect-target.ts: the page's site, its
 * APIs, `data-redirect-origins`): the link carries the tab's one-time state.
 */
function checkSocial(value: unknown): string | null {
  const wrong = checkTexts(value);
  if (wrong) return wrong;
  for (const [provider, href] of Object.entries(value as Record<string, string>)) {
    const decision = pageRedirectTarget(href);
    if ('refused' in decision) return `"${provider}": ${decision.refused}`;
  }
  return null;
}

const loginFormAttributes = {
  mode: attr.oneOf(['email', 'phone', 'unified'], 'email'),
  social: attr.json<Readonly<Record<string, string>>>({}, checkSocial),
};

export type LoginFormProps = PropsOf<typeof loginFormAttributes>;

export const loginFlow: Flow<LoginFormProps, StepId> = {
  attributes: loginFormAttributes,
  initialData: (_props, { search }) => takeSocialReturn(search),
  startFromPage: (_props, { search }) => (socialReturn(search) ? SOCIAL_STEP : null),
  start: () => 'login',
  words: loginFormWords,
  steps: [
    {
      id: SOCIAL_STEP,
      kind: 'fields',
      title: 'social_title',
      submit: 'social_retry',
      fields: [],
      sendOnShow: true,
      async send(_values, { apis, data, request, signal }) {
        const answer = await apis.account.authoriseSocial(pick(data, 'provider', 'token', 'state'), request);
        return endOrAskCode(answer, apis, signal);
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
        // The configuration's reader is a chunk of its own, fetched as the configuration is asked for.
        const { configuredFields } = await import('../../forms/form-config');
        return configuredFields(
          '/fcm-forms/config/login-step',
          (signal) => apis.forms.loginStepConfig({ signal }),
          signal,
          fields('email', 'password'),
        );
      },
      links: (props, t) =>
        Object.entries(props.social).map(([provider, href]) => ({
          label: t('continue_with', { provider: own(PROVIDER_NAMES, provider) ?? provider }),
          href,
          onClick: followWithNewSocialState(href),
        })),
      async send(values, { props, apis, request, signal }) {
        const answer =
          props.mode === 'phone'
            ? await apis.account.authorisePhone(values, request)
            : props.mode === 'unified'
              ? await apis.account.unifiedLogin(values, request)
              : await apis.account.authorise(values, request);
        return endOrAskCode(answer, apis, signal);
      },
    },
    // The login's redirect_url is kept for the end of the flow: the code's answer has none.
    smsCodeStep(SMS_STEP, (answer, { data }) => ({
      answer: { ...pick(data, 'redirect_url'), ...(answer as object) },
      next: null,
    })),
  ],
};
