/**
 * `<email-verification>`: confirms an email address with the code the visitor received. The
 * fields come from GET `/fcm-forms/config/verify-email`; the code is checked with GET
 * `/activation_code/verify/{code}/`. With the `email` attribute the visitor can ask for a new code
 * (`/utils/custom-forms/email-verify/resend`); without it that action is not offered.
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { configuredFields } from '../../forms/form-config';
import type { Flow } from '../../forms/flow';
import { field } from '../../forms/fields';
import { emailVerificationWords } from './email-verification.words';

const VERIFIED_STEP = 'verified';

type StepId = 'code' | 'verified';

const emailVerificationAttributes = {
  /** The address the code went to: needed to send a new one. */
  email: attr.string(),
};

export type EmailVerificationProps = PropsOf<typeof emailVerificationAttributes>;

export const emailVerificationFlow: Flow<EmailVerificationProps, StepId> = {
  attributes: emailVerificationAttributes,
  words: emailVerificationWords,
  steps: [
    {
      id: 'code',
      kind: 'fields',
      title: 'verify_title',
      intro: 'verify_intro',
      submit: 'verify_submit',
      async fields({ apis, signal }) {
        const specs = await configuredFields(
          '/fcm-forms/config/verify-email',
          (signal) => apis.forms.verifyEmailConfig({ signal }),
          signal,
          [field('code')],
        );
        // The catalogue's code label speaks of an SMS: this one came by email.
        return specs.map((spec) => (spec.name === 'code' ? { ...spec, label: 'email_code' } : spec));
      },
      async send(values, { apis, signal }) {
        const answer = await apis.registration.verifyActivationCode({ params: { code: String(values.code) }, signal });
        return { answer };
      },
      next: VERIFIED_STEP,
      // Without the address there is nowhere to send a new code.
      extra: {
        label: 'resend_code',
        when: (props) => Boolean(props.email),
        run: ({ apis, props }) => apis.forms.resendVerificationEmail({ email: props.email }).then(() => undefined),
      },
    },
    { id: VERIFIED_STEP, kind: 'message', title: 'verified_title', intro: 'verified_text' },
  ],
};
