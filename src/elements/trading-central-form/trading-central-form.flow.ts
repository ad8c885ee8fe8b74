/**
 * `<trading-central-form>`: access to Trading Central's research. By default the visitor opens an
 * account (`/utils/fcm-forms/trading-central/register`, with the timezone), then step 2 asks their
 * experience and platform (`/utils/fcm-forms/trading-central/step2`, with the profile_id of step
 * 1). With `kind="email"` an existing client only leaves their email
 * (`/utils/fcm-forms/trading-central/email`). Both end with the text of `/utils/trading-central-ty`
 * when the sign-up issued a profile_id, else with the built-in text.
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { contentOf, pick } from '../../forms/answers';
import { accountFields, field, selectField } from '../../forms/fields';
import { THANK_YOU_MESSAGE, type Flow } from '../../forms/flow';
import { completeProfileAt, signUpTo } from '../../forms/sends';
import { tradingCentralFormWords } from './trading-central-form.words';

const EXPERIENCE_LEVELS = ['none', 'beginner', 'intermediate', 'advanced'] as const;

type StepId = 'register' | 'step-2' | 'email' | 'thank-you';

const tradingCentralFormAttributes = { kind: attr.oneOf(['register', 'email'], 'register') };

export type TradingCentralFormProps = PropsOf<typeof tradingCentralFormAttributes>;

export const tradingCentralFlow: Flow<TradingCentralFormProps, StepId> = {
  attributes: tradingCentralFormAttributes,
  words: tradingCentralFormWords,
  start: (props) => (props.kind === 'email' ? 'email' : 'register'),
  steps: [
    {
      id: 'register',
      kind: 'fields',
      title: 'register_title',
      submit: 'register_submit',
      fields: accountFields(),
      send: signUpTo((apis) => apis.forms.tradingCentralRegister),
      next: 'step-2',
    },
    {
      id: 'step-2',
      kind: 'fields',
      title: 'step2_title',
      submit: 'step2_submit',
      fields: [selectField('experience', EXPERIENCE_LEVELS), field('platform')],
      needs: ['profile_id'],
      send: completeProfileAt((apis) => apis.forms.tradingCentralStep2),
      next: 'thank-you',
    },
    {
      id: 'email',
      kind: 'fields',
      title: 'email_title',
      intro: 'email_intro',
      submit: 'email_submit',
      fields: [field('email')],
      async send(values, { apis, request }) {
        return { answer: await apis.forms.tradingCentralEmail({ email: values.email }, request) };
      },
      next: 'thank-you',
    },
    {
      ...THANK_YOU_MESSAGE,
      async load({ apis, data, signal }) {
        // Only with the sign-up's profile_id (no request with a missing id): else the step's own text.
        const profile = pick(data, 'profile_id');
        return 'profile_id' in profile ? contentOf(await apis.forms.tradingCentralThankYou(profile, { signal })) : {};
      },
    },
  ],
};
