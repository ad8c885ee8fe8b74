/**
 * What each kind of endpoint answers. A responder gets `{ body, params, state, locale }` and
 * returns `{ status, body }`; the forms API wraps a success's body in `{ data }`, the
 * user-account and registration APIs answer it as is.
 */
import { ARTICLES, COMPANIES, COUNTRIES, FORM_CONFIGS, companyById, countryByCode, countryById } from './catalog.mjs';
import { accepted, normalisePhone } from './field-rules.mjs';
import { DEMO_ACCOUNT, DEMO_SMS_CODE, profileView, randomId } from './state.mjs';

export const INVALID = 'The given data was invalid.';

const ok = (body) => ({ status: 200, body });
const fail = (status, message) => ({ status, body: { message } });
const fieldError = (field, message) => ({ status: 422, body: { message: INVALID, errors: { [field]: message } } });
const WRONG_LOGIN = 'The email or password is incorrect.';
const RESET_LINK = /^[A-Za-z0-9]{16,64}$/;

export const sent = () => ok({ sent: true });
export const acceptedAnswer = () => ok({ accepted: true });

/**
 * `status`: 'client' opens an account (an email can do that once), 'lead' keeps a contact.
 * `smsCode`: the answer also carries the `otp_code_id` of a one-time code for the phone.
 * `downloadUrl`: the answer also carries this `download_url` (a sign-up that comes with an app).
 */
export const signUp =
  (status, { smsCode = false, downloadUrl } = {}) =>
  ({ body, state }) => {
    if (status === 'client' && state.findByEmail(body.email)?.status === 'client') {
      return fieldError('email', 'An account with this email already exists: log in or restore your password');
    }
    const profile = profileView(state.save(body, status));
    return ok({
      ...profile,
      ...(smsCode ? { otp_code_id: issueSmsCode(state) } : {}),
      ...(downloadUrl ? { download_url: downloadUrl } : {}),
    });
  };

export const validateEmail = ({ body, state }) =>
  ok({ valid: true, available: state.findByEmail(body.email)?.status !== 'client' });

export function userStatus({ body, state }) {
  const profile = state.findByEmail(body.email);
  return ok({ status: profile?.status ?? 'new', is_email_verified: profile?.is_email_verified ?? false });
}

export const verifyPhone = ({ body }) => ok({ valid: true, phone: normalisePhone(body.phone) });

export const formConfig =
  (name) =>
  ({ locale }) =>
    ok({ form: name, locale, ...FORM_CONFIGS[name] });

export const thankYou =
  (page) =>
  ({ locale }) =>
    ok({ page, locale, title: 'Thank you', text: 'We have received your details and will be in touch shortly.' });

export function step2({ body, state }) {
  const profile = state.findById(body.profile_id);
  if (!profile) return fieldError('profile_id', 'This sign-up has expired: please start again');
  return ok({ ...profileView(state.update(profile, body)), next_step: 'thank-you' });
}

/** A lead sets a password and becomes a client; activating an active client changes nothing. */
export function activateLead({ body, state }) {
  const profile = state.findById(body.profile_id);
  if (!profile) return fail(404, 'No lead with this id');
  if (profile.status !== 'client') {
    state.update(profile, { password: body.password });
    profile.status = 'client';
  }
  return ok(profileView(profile));
}

export function clientId({ body, state }) {
  const profile = state.findById(body.profile_id);
  return profile ? ok({ profile_id: profile.profile_id, client_id: profile.client_id }) : fail(404, 'No such profile');
}

export function profileByEmail({ params, state }) {
  const profile = state.findByEmail(params.email);
  return profile ? ok(profileView(profile)) : fail(404, 'No profile uses this email');
}

/**
 * A download leaves a contact: the answer has the lead's ids (a step 2 completes the profile) and
 * the file's address. `file`: its name, or a function of the body giving it.
 */
export const download =
  (file) =>
  ({ body, state }) =>
    ok({
      ...profileView(state.save(body, 'lead')),
      download_url: `/downloads/${typeof file === 'function' ? file(body) : file}`,
    });

export const marketingEmails = ({ body }) => ok({ subscribed: accepted(body.marketing) });

export const countries = () => ok(COUNTRIES);

/** All companies, or the one serving `country` (an ISO code). */
export function companies({ body }) {
  const country = body.country && countryByCode(body.country);
  return ok(country ? COMPANIES.filter((company) => company.id === country.company_id) : COMPANIES);
}

export function article({ params }) {
  const found = ARTICLES.find((entry) => entry.id === Number(params.id));
  return found ? ok(found) : fail(404, 'No such article');
}

/** `by`: the body field holding the login: 'email', 'phone', or 'login' (either). */
export const login =
  (by) =>
  ({ body, state }) => {
    const value = body[by];
    const profile = by === 'phone' ? state.findByPhone(value) : (state.findByEmail(value) ?? state.findByPhone(value));
    if (!profile?.password_hash || !state.checkPassword(profile, body.password)) return fail(401, WRONG_LOGIN);
    if (profile.two_factor) return ok({ otp_required: true, otp_code_id: issueSmsCode(state) });
    return ok({ ...profileView(profile), redirect_url: '/webtrader' });
  };

/**
 * The demo trusts any provider token and state and signs in the demo account. A real server checks
 * that `state` is the one its sign-in URL bound to this browser and to the token (docs/SECURITY.md §11).
 */
export const socialLogin = ({ state }) =>
  ok({ ...profileView(state.findByEmail(DEMO_ACCOUNT.email)), redirect_url: '/webtrader' });

/** Answers the same whether the phone is known or not: the API must not tell who has an account. */
export const phoneResetStart = ({ state }) => ok({ otp_code_id: issueSmsCode(state), expires_in: 300 });

function issueSmsCode(state) {
  const otp_code_id = randomId(8);
  state.smsCodeIds.add(otp_code_id);
  return otp_code_id;
}

export function phoneResetProceed({ body, state }) {
  if (!state.smsCodeIds.has(body.otp_code_id) || body.code !== DEMO_SMS_CODE) {
    return fieldError('code', 'This code is wrong or has expired');
  }
  const profile = state.findByPhone(body.phone ?? '');
  if (profile) state.update(profile, { password: body.password });
  state.smsCodeIds.delete(body.otp_code_id);
  return ok({ reset: true });
}

export const sendSms = () => ok({ sent: true, expires_in: 300 });

export const verifyActivationCode = ({ params }) =>
  /^\d{6}$/.test(params.code) ? ok({ verified: true }) : fail(404, 'This code is invalid or has expired');

export const passwordResetLink = ({ params }) =>
  RESET_LINK.test(params.hash) ? ok({ valid: true }) : fail(404, 'This reset link is invalid or has expired');

export function resetPasswordByHash({ body, params }) {
  if (!RESET_LINK.test(params.hash)) return fail(404, 'This reset link is invalid or has expired');
  if (body.hash !== params.hash) return fieldError('hash', 'The reset link and the form do not match');
  return ok({ reset: true });
}

/**
 * A form offering its built-in countries knows none of our ids: it names the country by its ISO
 * code and no company, and the company serving the country is ours to find (docs/FORMS.md).
 */
export function createCaptchaToken({ body, state }) {
  if (body.company_id !== undefined && !companyById(body.company_id))
    return fieldError('company_id', 'Unknown company');
  if (!countryById(body.country_id) && !countryByCode(body.country_id))
    return fieldError('country_id', 'Choose your country of residence from the list');
  const captcha_token = randomId();
  state.captchaTokens.add(captcha_token);
  return ok({ captcha_token, captcha_id: 'demo-geetest4-captcha-id' });
}

export function verifyCaptcha({ body, state }) {
  if (!state.captchaTokens.delete(body.captcha_token))
    return fieldError('captcha_token', 'The check expired: solve it again');
  return ok({ verified: true });
}
