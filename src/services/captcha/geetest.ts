/**
 * The captcha step of sign-ups: GeeTest 4 in its 'bind' form (no button of its own; the form
 * opens the challenge). The registration API decides whether there is a check at all: when it
 * issues a token and a GeeTest captcha id, GeeTest proves the visitor human and the API checks
 * GeeTest's proof against the token. When it issues none, there is no check: a captcha the
 * client enforced would add nothing (a bot skips the client), so only the server decides
 * (issue #19, docs/FORMS.md). Framework-free.
 */
import { loadScript } from '../../platform/dom/load-script';
import { timeoutSignal } from '../../platform/dom/timeout-signal';
import { GEETEST_SCRIPT_URL } from '../../platform/dom/built-in-scripts';
import type { RegistrationClient } from '../forms-api/registration-client';
import { REGISTRATION_ENDPOINTS, type RegistrationBodies } from '../forms-api/registration-endpoints';
import { HttpError } from '../http/http-error';

/** What GeeTest's getValidate() gives once the visitor passed: the API checks it with GeeTest. */
export type GeetestValidate = {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
};

export interface GeetestError {
  code: string;
  msg: string;
}

export interface GeetestConfig {
  captchaId: string;
  product: 'float' | 'popup' | 'bind';
  language?: string;
}

/** The captcha object initGeetest4 hands its callback; the `on*` methods chain. */
export interface GeetestCaptcha {
  onReady(handler: () => void): GeetestCaptcha;
  onSuccess(handler: () => void): GeetestCaptcha;
  onError(handler: (error: GeetestError) => void): GeetestCaptcha;
  onClose(handler: () => void): GeetestCaptcha;
  showCaptcha(): void;
  getValidate(): GeetestValidate | false;
  reset(): void;
  destroy(): void;
}

declare global {
  interface Window {
    /** Defined by GeeTest 4's script (gt4.js). */
    initGeetest4?: (config: GeetestConfig, callback: (captcha: GeetestCaptcha) => void) => void;
  }
}

export type CaptchaErrorCode = 'CAPTCHA_UNAVAILABLE' | 'CAPTCHA_CLOSED' | 'CAPTCHA_FAILED';

const MESSAGES: Readonly<Record<CaptchaErrorCode, string>> = {
  CAPTCHA_UNAVAILABLE: 'The security check could not load. Check your connection and try again.',
  CAPTCHA_CLOSED: 'Complete the security check to continue.',
  CAPTCHA_FAILED: 'The security check did not pass. Try again.',
};

/** Its message is written for the visitor; `cause` keeps what went wrong underneath. */
export class CaptchaError extends Error {
  override name = 'CaptchaError';
  constructor(
    readonly code: CaptchaErrorCode,
    options?: ErrorOptions,
  ) {
    super(MESSAGES[code], options);
  }
}

export interface CaptchaRequest {
  registration: Pick<RegistrationClient, 'createCaptchaToken' | 'verifyCaptcha'>;
  /** Default: GEETEST_SCRIPT_URL. */
  scriptUrl?: string;
  /** What the token is for, e.g. 'signup'. */
  entity: string;
  /** Left out of the token request when unknown: the API decides which company serves the country. */
  companyId?: number;
  countryId: string | number;
  /** Aborting rejects with the signal's reason and removes the challenge. */
  signal?: AbortSignal;
}

/** How long the API has to issue a check: after that none was issued. */
export const CAPTCHA_TOKEN_TIMEOUT_MS = 3000;
const CREATE_TOKEN_PATH = REGISTRATION_ENDPOINTS.createCaptchaToken.path;

interface IssuedCaptcha {
  captcha_token: string;
  captcha_id: string;
}

/**
 * Asks the API for a check. When it issues one (a non-empty `captcha_token` and `captcha_id`),
 * loads GeeTest 4 (once per page), shows the challenge, sends what its validate gave to
 * verifyCaptcha and resolves with the token. When it issues none (any other answer, a failure or
 * no answer within 3 s) resolves with null after one warning naming the endpoint: the request
 * goes without a captcha and the server's answer decides.
 */
export async function solveCaptcha(request: CaptchaRequest): Promise<string | null> {
  const { registration, signal } = request;
  try {
    signal?.throwIfAborted();
    const issued = await issuedCaptcha(request);
    if (!issued) return null;
    const initGeetest4 = await loadGeetest(request.scriptUrl ?? GEETEST_SCRIPT_URL, signal);
    const captchaData = await passChallenge(initGeetest4, issued.captcha_id, signal);
    await verify(registration, { captcha_token: issued.captcha_token, captcha_data: captchaData }, signal);
    return issued.captcha_token;
  } catch (error) {
    // The HTTP client reports an abort as its own ERR_CANCELED; the caller gets its own reason.
    if (signal?.aborted) throw signal.reason;
    throw error;
  }
}

async function issuedCaptcha({ registration, entity, companyId, countryId, signal }: CaptchaRequest) {
  let answer: unknown;
  try {
    answer = await registration.createCaptchaToken(
      { entity, country_id: countryId, ...(companyId === undefined ? {} : { company_id: companyId }) },
      {
        signal: AbortSignal.any([signal ?? new AbortController().signal, timeoutSignal(CAPTCHA_TOKEN_TIMEOUT_MS)]),
      },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    answer = error;
  }
  if (isIssued(answer)) return answer;
  console.warn(
    `<form> ${CREATE_TOKEN_PATH} issued no check (${answerText(answer)}): the form is sent without a captcha.`,
  );
  return null;
}

/** An answer naming a token and a GeeTest captcha id, both non-empty strings. Pure. */
function isIssued(answer: unknown): answer is IssuedCaptcha {
  const { captcha_token, captcha_id } = (answer ?? {}) as Partial<Record<keyof IssuedCaptcha, unknown>>;
  return (
    typeof captcha_token === 'string' && captcha_token !== '' && typeof captcha_id === 'string' && captcha_id !== ''
  );
}

const answerText = (answer: unknown): string =>
  answer instanceof Error ? answer.message : `the answer ${JSON.stringify(answer) ?? String(answer)}`;

async function loadGeetest(scriptUrl: string, signal: AbortSignal | undefined) {
  try {
    await untilAborted(loadScript(scriptUrl, '<form> captcha-src', GEETEST_SCRIPT_URL), signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new CaptchaError('CAPTCHA_UNAVAILABLE', { cause: error });
  }
  // A script that loaded but is not GeeTest 4 (a blocker's decoy, a wrong URL) defines nothing.
  if (!window.initGeetest4) {
    throw new CaptchaError('CAPTCHA_UNAVAILABLE', { cause: new Error(`${scriptUrl} defined no initGeetest4`) });
  }
  return window.initGeetest4;
}

/** Shows the challenge once it is ready; settles when the visitor passes or closes it. */
function passChallenge(
  initGeetest4: NonNullable<Window['initGeetest4']>,
  captchaId: string,
  signal: AbortSignal | undefined,
): Promise<GeetestValidate> {
  return new Promise((resolve, reject) => {
    let captcha: GeetestCaptcha | undefined;
    // One settlement: the challenge is single-use, so it goes from the page whatever the outcome.
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      captcha?.destroy();
      captcha = undefined;
      outcome();
    };
    const onAbort = () => settle(() => reject(signal!.reason));
    signal?.addEventListener('abort', onAbort, { once: true });

    const unavailable = (cause: unknown) => settle(() => reject(new CaptchaError('CAPTCHA_UNAVAILABLE', { cause })));
    try {
      initGeetest4({ captchaId, product: 'bind' }, (created) => {
        if (signal?.aborted) {
          created.destroy();
          return;
        }
        captcha = created;
        created
          .onReady(() => created.showCaptcha())
          .onSuccess(() => {
            const validate = created.getValidate();
            if (validate) settle(() => resolve(validate));
            else unavailable(new Error('GeeTest reported success without a validate result'));
          })
          .onClose(() => settle(() => reject(new CaptchaError('CAPTCHA_CLOSED'))))
          .onError((error) => unavailable(new Error(`GeeTest error ${error.code}: ${error.msg}`)));
      });
    } catch (error) {
      unavailable(error);
    }
  });
}

/**
 * The server refusing the proof (a 4xx, or `verified: false`) is a failed check; any other answer
 * lets the token go with the form, whose server checks it again. A check the server could not
 * make (5xx, no connection) is one that cannot run: the visitor tries again.
 */
async function verify(
  registration: CaptchaRequest['registration'],
  body: RegistrationBodies['verifyCaptcha'],
  signal: AbortSignal | undefined,
): Promise<void> {
  let answer: { verified?: unknown } | null;
  try {
    answer = await registration.verifyCaptcha<{ verified?: unknown } | null>(body, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    const refused = error instanceof HttpError && error.code === 'ERR_BAD_REQUEST';
    throw new CaptchaError(refused ? 'CAPTCHA_FAILED' : 'CAPTCHA_UNAVAILABLE', { cause: error });
  }
  if (answer?.verified === false) throw new CaptchaError('CAPTCHA_FAILED', { cause: new Error('not verified') });
}

/** `promise`, or the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
