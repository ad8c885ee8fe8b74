/**
 * `<login-form>`: sign in by email, phone or either (`mode`), then, when the account asks for it,
 * a one-time code by SMS. The login step's fields come from `/fcm-forms/config/login-step` in
 * email mode. On success the visitor goes to `redirect`, else to the answer's `redirect_url`.
 */
import { attr } from '../../platform/attributes';
import { payloadOf, pick } from '../../forms/answers';
import { field, fields, fieldsFromConfig } from '../../forms/fields';
import type { Flow } from '../../forms/flow';

export interface LoginFormProps {
  mode: 'email' | 'phone' | 'unified';
}

const SMS_STEP = 'sms-code';

export const loginFlow: Flow<LoginFormProps> = {
  attributes: { mode: attr.oneOf(['email', 'phone', 'unified'], 'email') },
  strings: {
    login_title: 'Log in',
    login_submit: 'Log in',
    sms_title: 'Enter the code we sent by SMS',
    sms_intro: 'For your security, this account signs in with a one-time code.',
    sms_submit: 'Confirm',
    resend_sms: 'Send the code again',
    resend_sms_done: 'We sent a new code.',
    done_title: 'You are logged in',
  },
  steps: [
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
