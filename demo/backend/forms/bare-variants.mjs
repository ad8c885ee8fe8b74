/**
 * The demo's bare scopes (docs/FORMS.md, "Every step after the first"): the forms, account and
 * registration APIs answering as one written from docs/RULES.md §7 alone may, so a person can
 * click through what each answer opens: every call the same way, or the sign-ups one way and
 * every other call another (a path that fails after its first step). `/__scope/<name>/forms.html`
 * is the forms page pointed at each; `/forms.html` lists them.
 */
/**
 * One profile for every call: a page reports a profile's sign-up once (docs/RULES.md §4), and
 * every answer here, a check's or a list's too, carries the ids.
 */
const IDS = { profile_id: 'p-bare', client_id: 'c-bare' };
const ok = (body) => ({ status: 200, body });
const VERIFIED = ok({ ...IDS, is_email_verified: true });
const WITH_CODE = ok({ ...IDS, otp_code_id: 'o-bare', is_email_verified: true });
const SERVER_ERROR = { status: 500, body: { message: 'Server Error' } };

/**
 * No answer: the call is held until the browser gives up on it (the forms' clients after 30 s,
 * a list, configuration or captcha after 3 s) and closes the connection; after LATE_MAX_MS the
 * server closes it itself.
 */
export const LATE = { late: true };
export const LATE_MAX_MS = 60_000;
/** The connection cut a few bytes into the answer, as on a failing network. */
export const CUT = { cut: true };

const every = (answer) => () => answer;
/** The sign-ups answer `signUp`; every other call, the later steps' too, answers `rest`. */
const signUpsThen = (signUp, rest) => (endpoint) => (endpoint.signsUp ? signUp : rest);

/** Scope name → what a call to `endpoint` (forms/endpoints.mjs) answers there: `{ status, body }`, LATE or CUT. */
export const BARE_VARIANTS = {
  /** `{}`: no ids, no captcha, no code: each form's first step, then its end. */
  bare: every(ok({})),
  /**
   * A sign-up's ids, the email verified, no `otp_code_id`: no code step, and no step 2 where its
   * configuration decides (it lists no field here); partnerships' step 2, opened by the id, shows.
   */
  'bare-ids': every(VERIFIED),
  /** The same with `is_email_verified: false`: the thank-you asks to confirm the email. */
  'bare-unverified': every(ok({ ...IDS, is_email_verified: false })),
  /** With an `otp_code_id`: the SMS code steps (sign-up, login, reset by phone) open. */
  'bare-otp': every(WITH_CODE),
  /** Ids empty or of the wrong type: as good as none. */
  'bare-malformed': every(ok({ profile_id: '', client_id: true, otp_code_id: '' })),
  /** Every call failing: each form says so and sends again on "Try again" or the button. */
  'bare-500': every(SERVER_ERROR),
  'bare-404': every({ status: 404, body: { message: 'Not Found' } }),
  /** Every call unanswered: the form says the server took too long, and sends again. */
  'bare-late': every(LATE),
  /** Every call's connection cut: the form says the server could not be reached, and sends again. */
  'bare-cut': every(CUT),
  /** The sign-up ends (its step 2's configuration fails: no step 2); a partnership's step 2 fails, what was typed kept. */
  'bare-ids-then-500': signUpsThen(VERIFIED, SERVER_ERROR),
  /** The sign-up issues a code, then the SMS request (and the code's check) fails. */
  'bare-otp-then-500': signUpsThen(WITH_CODE, SERVER_ERROR),
};
