/**
 * `<signup-form>`: the live-account sign-up. The visitor's details are checked (the email must
 * not have an account yet, the phone must be valid), a GeeTest security check is passed when the
 * registration API issues one, and `/fcm-forms/signup` opens the account. Its answer decides
 * the rest: an `otp_code_id` has a one-time code sent by SMS to confirm the phone (an SMS that
 * fails is said above the details, and "Try again" sends only the SMS again), a `profile_id`
 * opens step 2 (what `/fcm-forms/config/signup-step-2` lists), and a thank-you page from the
 * server ends the flow, asking the visitor to confirm their email unless `is_email_verified`.
 * What the visitor typed survives a reload, passwords and codes excepted.
 *
 * The server decides, the form follows (docs/FORMS.md): a check that fails to answer, and a
 * captcha the API does not issue, never hold the sign-up back; the sign-up's own answer does.
 *
 * Attributes: `no-captcha` (boolean) skips the security check, for pages with their own bot
 * check. Steps: `details`, `phone-code` (opened by the sign-up's `otp_code_id`), `step-2` (by
 * its `profile_id`), `thank-you`.
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { HttpError } from '../../services/http/http-error';
import { contentOf, payloadOf, pick } from '../../forms/answers';
import { countryByCode, registrationCountries } from '../../forms/countries';
import { serverCheck } from '../../forms/server-check';
import { accountFields, field } from '../../forms/fields';
import type { FormValues } from '../../forms/field-rules';
import { laterStepFields } from '../../forms/form-config';
import { completing } from '../../forms/sends';
import { FieldError, StepError, THANK_YOU_MESSAGE, type Flow, type StepContext } from '../../forms/flow';
import { signupFormWords } from './signup-form.words';

type Context = StepContext<SignupFormProps>;

const PHONE_CODE_STEP = 'phone-code';
const VALIDATE_EMAIL_PATH = '/utils/custom-forms/signup/validate-email';
const VERIFY_PHONE_PATH = '/fcm-forms/verify-phone';
const USER_STATUS_PATH = '/fcm-forms/user-status';
/** Failures after which the server may have opened the account without the form hearing of it. */
const ANSWER_LOST = new Set(['ERR_NETWORK', 'ETIMEDOUT']);

type StepId = 'details' | 'phone-code' | 'step-2' | 'thank-you';

const signupFormAttributes = { noCaptcha: attr.boolean() };

export type SignupFormProps = PropsOf<typeof signupFormAttributes>;

export const signupFlow: Flow<SignupFormProps, StepId> = {
  attributes: signupFormAttributes,
  words: signupFormWords,
  steps: [
    {
      id: 'details',
      kind: 'fields',
      title: 'details_title',
      submit: 'details_submit',
      fields: accountFields(),
      async send(values, context) {
        // Once the account is open (its answer kept), sending again only sends the SMS again.
        const answer = context.kept.answer ?? (await openAccount(values, context));
        context.keep({ answer });
        const kept = pick(answer, 'profile_id', 'client_id', 'otp_code_id');
        const emailVerified = Boolean(payloadOf(answer).is_email_verified); // as docs/RULES.md §4 reads it
        if (kept.otp_code_id !== undefined) await sendSmsCode(kept.otp_code_id, context);
        // Ids this answer lacks are none, not the ones of a sign-up before "Start again".
        const ids = { profile_id: undefined, client_id: undefined, otp_code_id: undefined, ...kept };
        const data = { ...ids, email: values.email, email_verified: emailVerified };
        return { answer, next: PHONE_CODE_STEP, data };
      },
    },
    {
      id: PHONE_CODE_STEP,
      kind: 'fields',
      title: 'phone_code_title',
      intro: 'phone_code_intro',
      submit: 'phone_code_submit',
      fields: [field('code')],
      needs: ['otp_code_id'],
      async send(values, { apis, data, t, signal }) {
        await apis.registration.verifyActivationCode({ params: { code: String(values.code) }, signal });
        // Step 2 writes to the profile: a sign-up resumed from the tab's memory may have none left.
        // A status that cannot be had holds nothing back: step 2's own answer decides.
        const { status } = payloadOf(
          await serverCheck(USER_STATUS_PATH, () => apis.forms.userStatus({ email: data.email }, { signal })),
        );
        if (status === 'new') throw new StepError('SIGNUP_NOT_FOUND', t('signup_not_found'));
      },
      next: 'step-2',
      // A sign-up the server no longer has (SIGNUP_NOT_FOUND) is opened again from the details.
      switches: [{ label: 'start_again', step: 'details' }],
      extra: {
        label: 'resend_sms',
        run: ({ apis, data }) =>
          apis.registration.sendOneTimeAuthSms({ otp_code_id: data.otp_code_id as string }).then(() => undefined),
      },
    },
    {
      id: 'step-2',
      kind: 'fields',
      title: 'step_2_title',
      intro: 'step_2_intro',
      submit: 'step_2_submit',
      fields: ({ apis, signal }) =>
        laterStepFields(
          '/fcm-forms/config/signup-step-2',
          (signal) => apis.forms.signupStep2Config({}, { signal }),
          signal,
        ),
      needs: ['profile_id'],
      send: async (values, { apis, data, request }) =>
        (await completing(() => apis.forms.signupStep2({ ...values, ...pick(data, 'profile_id') }, request))) ?? {},
      next: 'thank-you',
    },
    {
      ...THANK_YOU_MESSAGE,
      async load({ apis, data, signal, t }) {
        // An address not yet confirmed (the sign-up's is_email_verified falsy) is the next thing to
        // do. A text that fails to load leaves the step's own (message-step.tsx).
        const own = data.email_verified ? {} : { text: t('check_email_text') };
        const profile = pick(data, 'profile_id');
        if (profile.profile_id === undefined) return own;
        return { ...own, ...contentOf(await apis.forms.signupThankYouStep(profile, { signal })) };
      },
    },
  ],
};

/** The checks, the security check when the API issues one, and the sign-up: its answer. */
async function openAccount(values: FormValues, context: Context): Promise<unknown> {
  const { apis, t, request, signal, kept, keep } = context;
  let captcha = kept.captcha as Readonly<Record<string, unknown>> | undefined;
  // After a lost answer the account may exist: the checks would now call the email taken.
  // The sign-up goes again with the same key and token, and the server answers as it did.
  if (!kept.unanswered) {
    const check = payloadOf(
      await serverCheck(VALIDATE_EMAIL_PATH, () => apis.forms.validateEmail({ email: values.email }, { signal })),
    );
    if (check.available === false) throw new FieldError('email', t('email_taken'));
    await serverCheck(VERIFY_PHONE_PATH, () => apis.forms.verifyPhone({ phone: values.phone }, { signal }));
    const token = context.props.noCaptcha ? null : await passCaptcha(values, context);
    captcha = token === null ? {} : { captcha_token: token };
    keep({ captcha });
  }
  try {
    return await apis.forms.signup({ ...values, ...captcha }, request);
  } catch (error) {
    keep({ unanswered: error instanceof HttpError && ANSWER_LOST.has(error.code) });
    throw error;
  }
}

/**
 * Sends the code the sign-up's answer asked for. A failure stays on the details with "Try again",
 * which sends only the SMS again: the account exists now, so no code step asks for a code that
 * did not go, and the details are not sent again (they would meet "email taken").
 */
async function sendSmsCode(otpCodeId: string | number, { apis, signal, t }: Context): Promise<void> {
  try {
    await apis.registration.sendOneTimeAuthSms({ otp_code_id: otpCodeId }, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new StepError('SMS_NOT_SENT', t('sms_not_sent'), { retry: true });
  }
}

/**
 * The GeeTest check for the chosen country, when the API issues one: its token, or null. A check
 * that cannot run or did not pass is shown above the form with "Try again", which runs it again.
 */
async function passCaptcha(values: FormValues, { apis, props, t, signal }: Context): Promise<string | null> {
  // The check's code, with the lookup of the country's ids it alone needs, is chunks of their own
  // (a form's first download stays small), fetched while the countries are read.
  const code = Promise.all([import('../../services/captcha'), import('../../forms/companies')]).catch(
    (error: unknown) => {
      console.error('<signup-form>: the security check could not load:', error);
      return null;
    },
  );
  const country = countryByCode(await registrationCountries(apis.forms), values.country);
  const loaded = await code;
  const unavailable = 'CAPTCHA_UNAVAILABLE';
  if (!loaded) throw new StepError(unavailable, t(unavailable.toLowerCase()), { retry: true });
  const [captcha, { captchaCountryIds }] = loaded;
  // A code the list does not have (it changed since the field showed it) goes as it is: the API decides.
  const ids = country ? await captchaCountryIds(apis.forms, country, signal) : { countryId: String(values.country) };
  try {
    return await captcha.solveCaptcha({
      registration: apis.registration,
      scriptUrl: props.captchaSrc,
      entity: 'signup',
      ...ids,
      signal,
    });
  } catch (error) {
    if (error instanceof captcha.CaptchaError) {
      throw new StepError(error.code, t(error.code.toLowerCase()), { retry: true });
    }
    throw error;
  }
}
