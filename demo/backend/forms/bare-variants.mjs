/**
 * The demo's bare scopes (docs/FORMS.md, "Every step after the first"): the forms, account and
 * registration APIs answering as one written from docs/RULES.md §7 alone may, every call the
 * same way, so a person can click through what each answer opens. `/__scope/<name>/forms.html`
 * is the forms page pointed at each; `/forms.html` lists them.
 */
/**
 * One profile for every call: a page reports a profile's sign-up once (docs/RULES.md §4), and
 * every answer here, a check's or a list's too, carries the ids.
 */
const IDS = { profile_id: 'p-bare', client_id: 'c-bare' };

/** Scope name → what every call answers there: `{ status, body }`. */
export const BARE_VARIANTS = {
  /** `{}`: no ids, no captcha, no code: each form's first step, then its end. */
  bare: { status: 200, body: {} },
  /** A sign-up's ids, the email verified, no `otp_code_id`: step 2 without any code step. */
  'bare-ids': { status: 200, body: { ...IDS, is_email_verified: true } },
  /** The same with `is_email_verified: false`: the thank-you asks to confirm the email. */
  'bare-unverified': { status: 200, body: { ...IDS, is_email_verified: false } },
  /** With an `otp_code_id`: the SMS code steps (sign-up, login, reset by phone) open. */
  'bare-otp': { status: 200, body: { ...IDS, otp_code_id: 'o-bare', is_email_verified: true } },
  /** Ids empty or of the wrong type: as good as none. */
  'bare-malformed': { status: 200, body: { profile_id: '', client_id: true, otp_code_id: '' } },
  /** Every call failing: each form says so and sends again on "Try again" or the button. */
  'bare-500': { status: 500, body: { message: 'Server Error' } },
  'bare-404': { status: 404, body: { message: 'Not Found' } },
};
