/**
 * Walks a flow's logic (its steps' fields, sends, loads and the engine's transitions) to its end
 * once for every combination of what each request may answer (issue #29), against a fake API
 * that answers by a table, not by the demo backend.
 *
 * What a request may answer: each field the spec names for its answer present (each good value),
 * absent, of the wrong type or an empty string, or the request failing (404, 500, no answer in
 * time, the connection cut). The requests that decide the flow (sign-ups, logins, codes, step 2)
 * are combined in full; a list, configuration, check or text (each has a documented default and
 * decides no step) gives each of its answers once, the others answering as the spec's example.
 *
 * Each walk must end in exactly one of: success (the flow's end reached, a form-success whose
 * detail carries the sign-up's ids, and no malformed id) or a visible error with a way forward (a
 * field to correct; sending the step again, the failed request now answering, gets through; or
 * the step's switch to another step). A defect is anything else: a request sent with a missing
 * id, a code step opened with no code issued or after its SMS failed, an issued code no step asks
 * for, an invisible error, an error with no way forward, a retry that fails again or registers
 * again (a real API answers a second sign-up with "email taken"), a transition to no step. Walks from the same step with the same data go the same
 * way, so each is walked once and counted as often as it is reached.
 *
 * Two defects are counted apart as well (issue #37): a step shown although the configuration that
 * opens it listed no field (a later step has no default fields: it is no step), and an account
 * that exists (an earlier step's registration answered its ids) left in an error no retry clears,
 * a later step's request answering that it does not exist (404), so no form-success can come.
 */
import { isUsable, payloadOf, pick, successDetail } from '../forms/answers';
import { forgetRegistrationCountries } from '../forms/countries';
import { describeFailure } from '../forms/failures';
import { fieldsFromConfig, type FieldSpec } from '../forms/fields';
import type { FormValues } from '../forms/field-rules';
import {
  StepError,
  type FieldsStep,
  type Flow,
  type FormApis,
  type MessageStep,
  type StepContext,
  type StepOutcome,
} from '../forms/flow';
import { COMMON_ATTRIBUTES, type CommonFormProps } from '../forms/form-attributes';
import { listsNoField, transitionAfter, transitionPast, transitionTo, type Transition } from '../forms/transitions';
import { englishWords } from '../forms/translations';
import { HttpError } from '../services/http/http-error';

/** The fields the spec (docs/RULES.md §3) and the flows read from each deciding answer, with their good values. */
const ID = ['p9'];
const REGISTRATION = { profile_id: ID, client_id: ['c9'] };
const SIGNUP = { ...REGISTRATION, is_email_verified: [true, false] };
const LOGIN = { otp_code_id: ['o9'], redirect_url: ['/account'] };
const STEP_2 = { profile_id: ['p-later'], client_id: ['c-later'] };
/** The requests that complete the sign-up's profile: each must carry its profile_id. */
const STEP_2_CALLS = [
  'signupStep2',
  'partnerStep2',
  'partnerAffiliateStep2',
  'educationSignupStep2',
  'tradingCentralStep2',
  'createDemoAccountStep2',
  'islamicAccountStep2',
  'metatrader4Step2',
  'metatraderSeStep2',
  'activateLead',
].map((name) => `forms.${name}`);
const ANSWER_FIELDS: Readonly<Record<string, Readonly<Record<string, readonly unknown[]>>>> = {
  'forms.signup': { ...SIGNUP, otp_code_id: ['o9'] },
  ...Object.fromEntries(
    [
      'partnerSignup',
      'forexDemoSignup',
      'emailSignup',
      'customSignup',
      'tradedaysSignup',
      'latamExpoSignup',
      'metatrader5Signup',
      'tradingCentralRegister',
      'affiliateSignup',
      'macTraderSignup',
      'demoSignup',
      'leadWithDemoSignup',
      'whiteLabelSignup',
      'dubaiExpoSignup',
      'esgSignup',
      'macTraderJwtSignup',
      'finexwareSignup',
    ].map((name) => [`forms.${name}`, SIGNUP]),
  ),
  'forms.leadSignup': { ...SIGNUP, status: ['lead', 'client'] },
  'account.campaignSignup': SIGNUP,
  'account.premiumAnalyticsRegister': { ...SIGNUP, otp_code_id: ['o9'], email: ['ada@example.com'] },
  'account.premiumAnalyticsAuthorise': { otp_code_id: ['o9'], email: ['ada@example.com'] },
  'account.premiumAnalyticsAuthorisePhone': { otp_code_id: ['o9'], email: ['ada@example.com'] },
  'account.authorise': LOGIN,
  'account.authorisePhone': LOGIN,
  'account.unifiedLogin': LOGIN,
  'account.authoriseSocial': LOGIN,
  'account.resetPasswordByPhone': { otp_code_id: ['o9'] },
  'forms.mt4DownloadNew': { ...REGISTRATION, download_url: ['https://example.com/mt4.exe'] },
  'forms.mt4DownloadOld': { ...REGISTRATION, download_url: ['https://example.com/mt4.exe'] },
  'forms.mt5DownloadNew': { download_url: ['https://example.com/mt5.exe'] },
  'forms.downloadEbook': { download_url: ['https://example.com/book.pdf'] },
  ...Object.fromEntries(STEP_2_CALLS.map((call) => [call, STEP_2])),
};

/**
 * Requests with a documented default that decide no step: each of their answers is walked once
 * (`{}` first, as the bare backend answers), the other requests answering as the spec's example.
 */
const SIDE_ANSWERS: Readonly<Record<string, readonly unknown[]>> = {
  'forms.validateEmail': [{}, { available: true }, { available: false }, { available: 'no' }],
  'forms.userStatus': [{}, { status: 'active' }, { status: 'new' }, { status: 7 }],
  'forms.verifyPhone': [{}],
  'forms.registrationCountries': [{}, { data: [] }],
  'forms.registrationCompanies': [{}],
  'registration.createCaptchaToken': [{}, { captcha_token: 't' }, { captcha_token: '', captcha_id: '' }],
  config: [
    {},
    { data: [] },
    { data: 'fields' },
    { data: { fields: [{ type: 'text' }] } },
    { data: { fields: [{ name: 'city' }] } },
  ],
  text: [{}, { title: 'Thank you', text: 'Text' }, { title: 7 }],
};
const SIDE_CALL = /^forms\.(\w+Config|\w*[Tt]hankYou\w*|triggerEvents|clientId)$/;

/** The calls whose request must carry an id an earlier answer issued, and where. */
const NEEDS_ID: Readonly<Record<string, string>> = {
  'registration.sendOneTimeAuthSms': 'otp_code_id',
  'account.resetPasswordByPhoneProceed': 'otp_code_id',
  'registration.resetPassword': 'hash',
  'registration.passwordResetLink': 'hash',
  'forms.signupThankYouStep': 'profile_id',
  'forms.forexDemoThankYou': 'profile_id',
  'forms.mt4SeThankYou': 'profile_id',
  'forms.educationThankYou': 'profile_id',
  'forms.tradingCentralThankYou': 'profile_id',
  ...Object.fromEntries(STEP_2_CALLS.map((call) => [call, 'profile_id'])),
};

/** The requests that register (an MT4 download too): their answer's ids are the form-success detail's. */
const SIGNUP_CALLS = Object.keys(ANSWER_FIELDS).filter(
  (call) => 'client_id' in ANSWER_FIELDS[call]! && !STEP_2_CALLS.includes(call),
);

const FAILURES: readonly HttpError[] = [
  new HttpError('ERR_BAD_REQUEST', 'Not Found', 404, { message: 'Not Found' }),
  new HttpError('ERR_BAD_RESPONSE', 'Server Error', 500, { message: 'Server Error' }),
  new HttpError('ETIMEDOUT', 'timeout exceeded'),
  new HttpError('ERR_NETWORK', 'Network Error'),
];
const ABSENT = Symbol('absent');
/** A field absent, of the wrong type (a number is a good id: `true` is not), or empty. */
const notGood = (good: readonly unknown[]) => [ABSENT, typeof good[0] === 'boolean' ? 'yes' : true, ''];

type Answer = { ok: unknown } | { fails: HttpError };

/** Each answer a call may give, its example first. */
function answersOf(call: string): { answers: readonly Answer[]; deciding: boolean } {
  const fields = ANSWER_FIELDS[call];
  if (fields) {
    let bodies: Record<string, unknown>[] = [{}];
    for (const [name, good] of Object.entries(fields)) {
      const values = [...good, ...notGood(good)];
      bodies = bodies.flatMap((body) => values.map((value) => (value === ABSENT ? body : { ...body, [name]: value })));
    }
    return { answers: [...bodies.map((ok) => ({ ok })), ...FAILURES.map((fails) => ({ fails }))], deciding: true };
  }
  const name = call.split('.')[1]!;
  const side =
    SIDE_ANSWERS[call] ?? (SIDE_CALL.test(call) ? SIDE_ANSWERS[name.endsWith('Config') ? 'config' : 'text']! : [{}]);
  return { answers: [...side.map((ok) => ({ ok })), ...FAILURES.map((fails) => ({ fails }))], deciding: false };
}

export interface Call {
  call: string;
  args: unknown[];
  answer: Answer;
  /** How many answers it could give, and whether they are combined with the others' in full. */
  count: number;
  deciding: boolean;
}

/** Which answer the n-th call of a run gives, by its place and its name. */
type Chooser = (place: number, call: string) => number;

/**
 * The page's three clients as a fake: each call answers as `choose` says, and is recorded with
 * how many answers it could give and whether it decides the flow.
 */
function fakeApis(choose: Chooser, calls: Call[]): FormApis {
  const client = (name: string) =>
    new Proxy(
      {},
      {
        get:
          (_target, method: string) =>
          (...args: unknown[]) => {
            const call = `${name}.${method}`;
            const { answers, deciding } = answersOf(call);
            const answer = answers[choose(calls.length, call)] ?? answers[0]!;
            calls.push({ call, args, answer, count: answers.length, deciding });
            return 'ok' in answer ? Promise.resolve(structuredClone(answer.ok)) : Promise.reject(answer.fails);
          },
      },
    );
  return { forms: client('forms'), account: client('account'), registration: client('registration') } as FormApis;
}

const byPlace =
  (choices: readonly number[]): Chooser =>
  (place) =>
    choices[place] ?? 0;

/** The next choices after a run: an odometer over the calls made, at most one side request off its example. */
function nextChoices(choices: readonly number[], calls: readonly Call[]): number[] | null {
  const padded = calls.map((_call, index) => choices[index] ?? 0);
  for (let index = padded.length - 1; index >= 0; index--) {
    const sideOff = padded.slice(0, index).some((choice, earlier) => choice !== 0 && !calls[earlier]!.deciding);
    if (padded[index]! + 1 < calls[index]!.count && (calls[index]!.deciding || !sideOff)) {
      return [...padded.slice(0, index), padded[index]! + 1];
    }
  }
  return null;
}

const VALUES: Readonly<Record<string, string | boolean>> = {
  email: 'ada@example.com',
  login: 'ada@example.com',
  phone: '+447700900123',
  password: 'Trader2024',
  password_confirm: 'Trader2024',
  first_name: 'Ada',
  last_name: 'Lovelace',
  country: 'GB',
  birth_date: '1990-05-17',
  code: '123456',
  website: 'https://example.com',
};

/** What a visitor types: a plausible value for each field. */
const typed = (specs: readonly FieldSpec[]): FormValues =>
  Object.fromEntries(
    specs.map((spec) => [
      spec.name,
      VALUES[spec.name] ?? (spec.kind === 'checkbox' ? true : (spec.options?.[0]?.value ?? 'value')),
    ]),
  );

/** The id a call must carry, missing from its body and its path parameters. */
function missingId({ call, args }: Call): string | null {
  const id = NEEDS_ID[call];
  if (!id) return null;
  const [first, second] = args as [Record<string, unknown> | undefined, Record<string, unknown> | undefined];
  const places = [first, first?.params, second?.params] as (Record<string, unknown> | undefined)[];
  return places.some((place) => isUsable(place?.[id])) ? null : id;
}

export interface Tally {
  success: number;
  error: number;
  /** Walks that ended in a defect, and the first few described. */
  defective: number;
  defects: string[];
  /** Of the defective: a step shown that its configuration did not list a field for. */
  unasked: number;
  /** Of the defective: an account that exists, in an error no retry clears (no form-success can come). */
  accountLost: number;
}

export interface WalkSetup<Props extends object> {
  flow: Flow<Props>;
  props?: Partial<Props & CommonFormProps>;
  /** The page's query, or what makes it as the walk starts (a social return needs its tab's state). */
  search?: string | (() => string);
  /** Code steps by id, with the id an answer must have issued for each to open. */
  codeSteps?: Readonly<Record<string, string>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any flow
type AnyFlow = Flow<any>;
type State = { data: Record<string, unknown>; registered: Record<string, unknown>; answer: unknown };

/** Walks `flow` from its start through every combination of answers; what the walks ended in. */
export async function walkFlow<Props extends object>(setup: WalkSetup<Props>): Promise<Tally> {
  const flow = setup.flow as AnyFlow;
  const schema = { ...COMMON_ATTRIBUTES, ...flow.attributes } as Record<string, { fallback: unknown }>;
  const props = {
    ...Object.fromEntries(Object.entries(schema).map(([name, attribute]) => [name, attribute.fallback])),
    ...setup.props,
  } as unknown as Props & CommonFormProps;
  const t = englishWords(flow.words);
  const page = { search: typeof setup.search === 'function' ? setup.search() : (setup.search ?? '') };
  const memo = new Map<string, Promise<Tally>>();

  /** A step's context; `kept` plays the flow state's submission, kept for the retries of one walk. */
  const context = (apis: FormApis, data: Record<string, unknown>, kept: Record<string, unknown>) => {
    const { signal } = new AbortController();
    return {
      apis,
      props,
      data,
      request: { idempotencyKey: 'key', signal },
      kept,
      keep: (more) => Object.assign(kept, more),
      signal,
      t,
    } satisfies StepContext<Props>;
  };

  /** Runs `body` once per combination of its calls' answers. */
  async function everyAnswer(body: (apis: FormApis, calls: Call[]) => Promise<Tally>, where: string): Promise<Tally> {
    const total: Tally = empty();
    for (let choices: number[] | null = []; choices;) {
      const calls: Call[] = [];
      forgetRegistrationCountries();
      const tally = copy(await body(fakeApis(byPlace(choices), calls), calls));
      const path = calls.map(
        ({ call, answer }) =>
          `${call} → ${JSON.stringify('ok' in answer ? answer.ok : (answer.fails.status ?? answer.fails.code))}`,
      );
      const missing = calls.filter(missingId).map((call) => `${where}: ${call.call} sent without ${missingId(call)}`);
      if (missing.length) add(total, defect(`${missing.join(', ')} (${path.join('; ')})`));
      else add(total, tally);
      choices = nextChoices(choices, calls);
    }
    return total;
  }

  async function fromStep(id: string, state: State): Promise<Tally> {
    const key = JSON.stringify([id, state]);
    let walked = memo.get(key);
    if (!walked) {
      walked = walkStep(id, state);
      memo.set(key, walked);
    }
    return walked;
  }

  async function walkStep(id: string, state: State): Promise<Tally> {
    const step = flow.steps.find((candidate) => candidate.id === id)!;
    if (step.kind === 'message') return end(step, state);
    const waitsFor = setup.codeSteps?.[id];
    const opened: string[] = waitsFor && !isUsable(state.data[waitsFor]) ? [`${id}: opened without ${waitsFor}`] : [];
    const extra = step.extra && (step.extra.when?.(props) ?? true) ? await resend(step, state) : [];
    const tally = await everyAnswer(async (apis, calls) => {
      const kept = {};
      let specs: readonly FieldSpec[];
      try {
        specs = typeof step.fields === 'function' ? await step.fields(context(apis, state.data, kept)) : step.fields;
        // A configuration that lists no field: the engine goes past the step (flow-form.tsx).
        if (listsNoField(step, specs)) return onTo(step, transitionPast(flow, step, state.data), state);
        const listedNothing = calls.find(({ call, answer }) => call.endsWith('Config') && !listsFields(answer));
        if (listedNothing && !opening.has(id)) {
          return { ...defect(`${id}: shown, though ${listedNothing.call} listed no field`), unasked: 1 };
        }
      } catch (error) {
        // Shown instead of the fields: a StepError with the step's switches, or "Try again".
        const message = error instanceof Error ? error.message : '';
        if (!message) return defect(`${id}: its fields failed without a message`);
        return error instanceof StepError && !step.switches?.length
          ? defect(`${id}: ${error.code} shown instead of its fields, with no way forward`)
          : one('error');
      }
      const values = typed(specs);
      let outcome: StepOutcome;
      try {
        outcome = (await step.send(values, context(apis, state.data, kept))) ?? {};
      } catch (error) {
        return failed(step, state, specs, values, kept, error, calls);
      }
      return after(step, state, outcome, calls);
    }, id);
    const problems = [...opened, ...extra];
    return problems.length
      ? { ...tally, defective: tally.defective + 1, defects: [...problems, ...tally.defects] }
      : tally;
  }

  /** The step's second action ("Send the code again"), sent as the spec's example answers it. */
  async function resend(step: FieldsStep<unknown>, state: State): Promise<string[]> {
    const calls: Call[] = [];
    await step.extra!.run(context(fakeApis(byPlace([]), calls), state.data, {})).catch(() => undefined);
    return calls
      .filter((call) => missingId(call))
      .map((call) => `${step.id}: "${step.extra!.label}" sent ${call.call} without ${missingId(call)}`);
  }

  async function after(step: FieldsStep<unknown>, state: State, outcome: StepOutcome, calls: Call[]): Promise<Tally> {
    const registered = { ...state.registered };
    for (const { call, answer } of calls) {
      if (SIGNUP_CALLS.includes(call) && 'ok' in answer)
        Object.assign(registered, pick(answer.ok, 'profile_id', 'client_id'));
    }
    const data = { ...state.data, ...outcome.data };
    const next: State = { data, registered, answer: outcome.answer !== undefined ? outcome.answer : state.answer };
    const transition = transitionAfter(flow, step, outcome, data);
    if (transition.to === 'unknown') return defect(`${step.id}: leads to "${transition.id}", no step of the flow`);
    // An answer that issues a one-time code asks for it: the flow must go to its code step.
    const issued = calls.some(({ answer }) => 'ok' in answer && 'otp_code_id' in pick(answer.ok, 'otp_code_id'));
    const toCode = transition.to === 'step' && transition.id in (setup.codeSteps ?? {});
    if (issued && !toCode) {
      return defect(
        `${step.id}: an answer issued an otp_code_id, and the flow goes to "${transition.id}", no code step`,
      );
    }
    // A code step says a code was sent: it must have been.
    if (toCode && calls.some(({ call, answer }) => call === 'registration.sendOneTimeAuthSms' && 'fails' in answer)) {
      return defect(`${step.id}: the SMS failed, and "${transition.id}" asks for the code it did not send`);
    }
    return onTo(step, transition, next);
  }

  /** On from `step` to where `transition` leads. */
  async function onTo(step: FieldsStep<unknown>, transition: Transition, next: State): Promise<Tally> {
    if (transition.to === 'unknown') return defect(`${step.id}: leads to "${transition.id}", no step of the flow`);
    if (transition.to === 'step') return fromStep(transition.id, next);
    const target = flow.steps.find((candidate) => candidate.id === transition.id);
    return target?.kind === 'message' ? fromStep(target.id, next) : end(null, next);
  }

  /** The flow's end: its message (each answer of its text request) and one form-success. */
  async function end(step: MessageStep<unknown> | null, state: State): Promise<Tally> {
    const detail = successDetail(state.answer, state.data) as Record<string, unknown> | undefined;
    const lacking = Object.entries(state.registered).filter(([name, value]) => detail?.[name] !== value);
    if (lacking.length) {
      return defect(
        `form-success lacks the sign-up's ${lacking.map(([name]) => name).join(', ')}: ${JSON.stringify(detail)}`,
      );
    }
    const malformed = ['profile_id', 'client_id'].filter(
      (name) => detail?.[name] !== undefined && !isUsable(detail[name]),
    );
    if (malformed.length)
      return defect(`form-success carries a malformed ${malformed.join(', ')}: ${JSON.stringify(detail)}`);
    if (!step?.load) return one('success');
    return everyAnswer(async (apis) => {
      // A text that fails to load leaves the step's own (message-step.tsx): the end shows either way.
      await step.load!(context(apis, state.data, {})).catch(() => undefined);
      return one('success');
    }, step.id);
  }

  /** A failed send: visible, and sending again with the failed request now answering gets through. */
  async function failed(
    step: FieldsStep<unknown>,
    state: State,
    specs: readonly FieldSpec[],
    values: FormValues,
    kept: Record<string, unknown>,
    error: unknown,
    calls: Call[],
  ): Promise<Tally> {
    const failure = describeFailure(
      error,
      specs.map((spec) => spec.name),
      t,
    );
    if (!failure.message && Object.keys(failure.fields).length === 0) {
      return defect(`${step.id}: failed with nothing shown (${String(error)})`);
    }
    if (failure.code === 'UNKNOWN') return defect(`${step.id}: failed in the form's own code: ${String(error)}`);
    // A field to correct: the way forward is the visitor's.
    if (Object.keys(failure.fields).length) return one('error');
    // An error above the form with neither "Try again" nor a retry of a failed request is a dead
    // end, unless the step offers a way to another step (an expired link's "Request a new link").
    if (!(error instanceof HttpError) && !failure.retry) {
      return step.switches?.length ? one('error') : defect(`${step.id}: ${failure.code} leaves no way forward`);
    }
    // "Try again": the requests that answered answer the same, the failed one now answers; it
    // must be sent again, and whatever the server says then is the server's call.
    // The last call to fail: a list or configuration may have failed before and been replaced.
    const failedAt = calls.map(({ answer }) => 'fails' in answer).lastIndexOf(true);
    const before = new Map(calls.slice(0, failedAt).map(({ call, answer }) => [call, answerIndex(call, answer)]));
    const again: Call[] = [];
    const retry = context(
      fakeApis((_place, call) => before.get(call) ?? 0, again),
      state.data,
      kept,
    );
    const retryError = await step.send(values, retry).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    // A retry no request failed before ("Try again" after a closed check) need only send the step.
    if (failedAt >= 0 && !again.some(({ call }) => call === calls[failedAt]!.call)) {
      return defect(`${step.id}: sending again after ${failure.code} does not send ${calls[failedAt]!.call}`);
    }
    const registeredAgain = again.find(
      ({ call }) => SIGNUP_CALLS.includes(call) && calls.some((sent) => sent.call === call && 'ok' in sent.answer),
    );
    if (registeredAgain) {
      return defect(`${step.id}: sending again after ${failure.code} registers again (${registeredAgain.call})`);
    }
    if (retryError && describeFailure(retryError, [], t).code === 'UNKNOWN') {
      return defect(`${step.id}: sending again after ${failure.code} fails in the form's code: ${String(retryError)}`);
    }
    // An account exists and this later step's endpoint is not there: no retry reaches form-success.
    // (A code step's answer is the code's verdict: the visitor types another.)
    const gone = calls[failedAt]?.answer;
    const missing = gone && 'fails' in gone && gone.fails.status === 404;
    if (missing && Object.keys(state.registered).length && !(step.id in (setup.codeSteps ?? {}))) {
      const what = `${step.id}: the account exists and ${calls[failedAt]!.call} answered 404: no form-success can come`;
      return { ...defect(what), accountLost: 1 };
    }
    return one('error');
  }

  const start = flow.startFromPage?.(props, page) ?? flow.start?.(props, page) ?? flow.steps[0]!.id;
  /** The steps a form opens with: they keep their built-in fields whatever their configuration says. */
  const opening = new Set([start, flow.start?.(props, page), flow.steps[0]!.id]);
  const data = flow.initialData?.(props, page) ?? {};
  const first = transitionTo(flow, start, data);
  if (first.to === 'unknown') return defect(`starts at "${start}", no step of the flow`);
  return fromStep(first.id, { data, registered: {}, answer: undefined });
}

function answerIndex(call: string, answer: Answer): number {
  const { answers } = answersOf(call);
  const index = answers.findIndex((candidate) =>
    'ok' in answer
      ? 'ok' in candidate && JSON.stringify(candidate.ok) === JSON.stringify(answer.ok)
      : candidate === answer,
  );
  return Math.max(index, 0);
}

/** Whether a configuration's answer lists a field (a failed request lists none). */
const listsFields = (answer: Answer): boolean => 'ok' in answer && fieldsFromConfig(payloadOf(answer.ok)).length > 0;

export const empty = (): Tally => ({ success: 0, error: 0, defective: 0, defects: [], unasked: 0, accountLost: 0 });
const one = (way: 'success' | 'error'): Tally => ({ ...empty(), [way]: 1 });
const defect = (what: string): Tally => ({ ...empty(), defective: 1, defects: [what] });
const copy = (tally: Tally): Tally => ({ ...tally, defects: [...tally.defects] });

export function add(total: Tally, tally: Tally): void {
  total.success += tally.success;
  total.error += tally.error;
  total.defective += tally.defective;
  total.unasked += tally.unasked;
  total.accountLost += tally.accountLost;
  total.defects.push(...tally.defects.slice(0, Math.max(0, 20 - total.defects.length)));
}
