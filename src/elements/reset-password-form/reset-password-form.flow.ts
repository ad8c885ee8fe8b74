/**
 * `<reset-password-form>`: a new password, three ways.
 * - By email (default): the fields of `/fcm-forms/config/reset-password-form` (the email) go to
 *   `/fcm-forms/restore-password`; the confirmation text comes from
 *   `/fcm-forms/config/password-restore-confirmation`.
 * - From a reset link: with the `hash` attribute, or the page URL's `?hash=`, the form starts at
 *   the new password (and its confirmation), sent to `/password/reset/{hash}/`. A link that is
 *   invalid or has expired is explained above the form, next to a way to ask for a new one (a
 *   hash that is no token, `..` say, is such a link, asked for nowhere). The hash is a secret: taken out of the address bar once read, never kept in sessionStorage (a
 *   reload asks for the link again).
 * - By phone (`mode="phone"`): the phone number goes to `/api/user/reset_password/phone`, then the
 *   code from the SMS and the new password to `/api/user/reset_password/phone/proceed`, when
 *   the answer issued an `otp_code_id`; without one the `phone-sent` message tells the visitor to
 *   follow what the SMS says (no code is asked for that nobody sent).
 * The end links to `login-url` (default `/login`).
 */
import { dropUrlParameters } from '../../platform/dom/url-parameters';
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { HttpError } from '../../services/http/http-error';
import { contentOf, pick } from '../../forms/answers';
import { field } from '../../forms/fields';
import { configuredFields } from '../../forms/form-config';
import { StepError, type Flow } from '../../forms/flow';
import type { Translate } from '../../forms/translations';
import { resetPasswordFormWords } from './reset-password-form.words';

const CHANGED_STEP = 'password-changed';
/**
 * A reset link's hash as the API issues one (letters, digits, `_`, `-`, dot-separated parts): it
 * goes into the path, where `..` or `/` would ask another endpoint.
 */
const RESET_TOKEN = /^[\w-]+(?:\.[\w-]+)*$/;
const TOKEN_MAX = 512;
const NEW_PASSWORD_FIELDS = [
  field('password', { kind: 'new-password', label: 'new_password' }),
  field('password_confirm'),
];

type StepId = 'request' | 'request-sent' | 'new-password' | 'phone' | 'code' | 'phone-sent' | 'password-changed';

const resetPasswordFormAttributes = {
  mode: attr.oneOf(['email', 'phone'], 'email'),
  /** The reset link's hash; default: the page URL's `?hash=`. */
  hash: attr.string(),
  /** Where the visitor logs in with the new password. */
  loginUrl: attr.string('/login'),
};

export type ResetPasswordFormProps = PropsOf<typeof resetPasswordFormAttributes>;

export const resetPasswordFlow: Flow<ResetPasswordFormProps, StepId> = {
  attributes: resetPasswordFormAttributes,
  words: resetPasswordFormWords,
  initialData: (props, { search }) => {
    const hash = props.hash || new URLSearchParams(search).get('hash');
    dropUrlParameters(['hash']);
    return hash ? { hash } : {};
  },
  startFromPage: (props, { search }) => (props.hash || new URLSearchParams(search).get('hash') ? 'new-password' : null),
  start: (props) => (props.mode === 'phone' ? 'phone' : 'request'),
  steps: [
    {
      id: 'request',
      kind: 'fields',
      title: 'request_title',
      intro: 'request_intro',
      submit: 'request_submit',
      async fields({ apis, signal }) {
        return configuredFields(
          '/fcm-forms/config/reset-password-form',
          (signal) => apis.forms.resetPasswordFormConfig({}, { signal }),
          signal,
          [field('email')],
        );
      },
      async send(values, { apis, request }) {
        return { answer: await apis.forms.restorePassword({ email: values.email }, request) };
      },
      next: 'request-sent',
    },
    {
      id: 'request-sent',
      kind: 'message',
      title: 'request_sent_title',
      load: async ({ apis, signal }) => contentOf(await apis.forms.passwordRestoreConfirmationConfig({}, { signal })),
    },
    {
      id: 'new-password',
      kind: 'fields',
      title: 'new_password_title',
      submit: 'new_password_submit',
      // The link is checked as the step opens, so nobody types a new password for a dead link.
      async fields({ apis, data, signal, t }) {
        // After a reload the hash is gone (never kept): the link from the email opens the form again.
        if (typeof data.hash !== 'string') throw new StepError('LINK_MISSING', t('link_missing'));
        if (data.hash.length > TOKEN_MAX || !RESET_TOKEN.test(data.hash)) {
          console.error(`<reset-password-form>: the reset link's hash is not a token; not sending it.`);
          throw new StepError('LINK_EXPIRED', t('link_expired'));
        }
        await expiredAs404(t, () =>
          apis.registration.passwordResetLink({ params: { hash: String(data.hash) }, signal }),
        );
        return NEW_PASSWORD_FIELDS;
      },
      async send(values, { apis, data, request, t }) {
        const hash = String(data.hash);
        const body = { hash, password: String(values.password), password_confirm: String(values.password_confirm) };
        const answer = await expiredAs404(t, () =>
          apis.registration.resetPassword(body, { params: { hash }, ...request }),
        );
        return { answer };
      },
      next: CHANGED_STEP,
      switches: [{ label: 'request_new_link', step: 'request' }],
    },
    {
      id: 'phone',
      kind: 'fields',
      title: 'phone_title',
      intro: 'phone_intro',
      submit: 'phone_submit',
      fields: [field('phone')],
      async send(values, { apis, request }) {
        const answer = await apis.account.resetPasswordByPhone({ phone: values.phone }, request);
        return { data: { ...pick(answer, 'otp_code_id'), phone: values.phone } };
      },
      next: 'code',
    },
    {
      id: 'code',
      kind: 'fields',
      title: 'code_title',
      submit: 'code_submit',
      fields: [field('code'), ...NEW_PASSWORD_FIELDS],
      needs: ['otp_code_id'],
      skipTo: 'phone-sent',
      async send(values, { apis, data, request }) {
        const answer = await apis.account.resetPasswordByPhoneProceed(
          { ...pick(data, 'otp_code_id', 'phone'), ...values },
          request,
        );
        return { answer };
      },
      next: CHANGED_STEP,
      extra: {
        label: 'resend_sms',
        // A new SMS comes with a new code id: the next submission must send that one.
        run: async ({ apis, data }) =>
          pick(await apis.account.resetPasswordByPhone({ phone: data.phone }), 'otp_code_id'),
      },
    },
    { id: 'phone-sent', kind: 'message', title: 'phone_sent_title', intro: 'phone_sent_text' },
    {
      id: CHANGED_STEP,
      kind: 'message',
      title: 'changed_title',
      intro: 'changed_text',
      load: async ({ props, t }) => ({ links: [{ label: t('log_in'), href: props.loginUrl }] }),
    },
  ],
};

/** The reset-link calls answer 404 for a link that is invalid or has expired. */
async function expiredAs404<T>(t: Translate, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw new StepError('LINK_EXPIRED', t('link_expired'));
    throw error;
  }
}
