/**
 * `<expo-registration-form>`: a visitor registers for an expo we attend.
 *
 * Attribute `expo` (required): which registration it is:
 * - `dubai` → `/utils/custom-forms/dubai-expo` (no timezone);
 * - `latam` → `/utils/custom-forms/latam-expo`, with timezone;
 * - `tradedays` → `/utils/custom-forms/tradedays`, with timezone;
 * - `esg` → `/utils/custom-forms/esg` (no timezone).
 * There is no default: a registration sent to the wrong expo is worse than none. Without a valid
 * `expo` the console names the problem and the `not-configured` message replaces the form.
 *
 * Steps:
 * - `register`: first and last name, email, phone, country, terms, sent with the referral cookies;
 * - `thank-you`: a message; the flow has succeeded.
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { fields } from '../../forms/fields';
import { StepError, THANK_YOU_MESSAGE, type Flow } from '../../forms/flow';
import { expoRegistrationFormWords } from './expo-registration-form.words';

export type Expo = 'dubai' | 'latam' | 'tradedays' | 'esg';

const SIGNUP_BY_EXPO = {
  dubai: 'dubaiExpoSignup',
  latam: 'latamExpoSignup',
  tradedays: 'tradedaysSignup',
  esg: 'esgSignup',
} as const satisfies Record<Expo, string>;

const EXPOS = Object.keys(SIGNUP_BY_EXPO) as Expo[];

const NOT_CONFIGURED_STEP = 'not-configured';

type StepId = 'register' | 'thank-you' | 'not-configured';

const expoRegistrationFormAttributes = {
  /** '' when the attribute is absent or names no expo. */
  expo: attr.oneOf<Expo | ''>(EXPOS, ''),
};

export type ExpoRegistrationFormProps = PropsOf<typeof expoRegistrationFormAttributes>;

export const expoRegistrationFlow: Flow<ExpoRegistrationFormProps, StepId> = {
  attributes: expoRegistrationFormAttributes,
  words: expoRegistrationFormWords,
  start({ expo }) {
    if (expo) return 'register';
    console.error(
      `<expo-registration-form>: set the "expo" attribute to one of ${EXPOS.join(', ')}; no form is shown.`,
    );
    return NOT_CONFIGURED_STEP;
  },
  steps: [
    {
      id: 'register',
      kind: 'fields',
      title: 'register_title',
      submit: 'register_submit',
      fields: fields('first_name', 'last_name', 'email', 'country', 'phone', 'terms'),
      async send(values, { props, apis, request, t }) {
        // The attribute can be removed after the form is shown: never guess the expo.
        if (!props.expo) throw new StepError('NOT_CONFIGURED', t('not_configured_text'));
        const answer = await apis.forms[SIGNUP_BY_EXPO[props.expo]](values, request);
        return { next: 'thank-you', answer };
      },
    },
    THANK_YOU_MESSAGE,
    { id: NOT_CONFIGURED_STEP, kind: 'message', title: 'not_configured_title', intro: 'not_configured_text' },
  ],
};
