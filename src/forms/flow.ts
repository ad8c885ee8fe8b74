/**
 * A form flow as data: the steps a visitor goes through, what each shows and sends, and where
 * each answer leads. The engine (flow-form.tsx) renders and runs any flow; each form element is a
 * flow plus its attributes. Framework-free.
 */
import type { Click } from '../platform/dom/follow-instead';
import type { AttributeSchema } from '../platform/runtime/attributes';
import type { AccountClient, FormsClient, RegistrationClient } from '../services/forms-api';
import type { FieldSpec } from './fields';
import type { CommonFormProps } from './form-attributes';
import type { FormValues } from './field-rules';
import type { Words } from '../contract/words';
import type { Translate } from './translations';

export interface FormApis {
  forms: FormsClient;
  account: AccountClient;
  registration: RegistrationClient;
}

/** What a step's code can use. `data` carries answers (profile_id, otp_code_id, ...) from step to step. */
export interface StepContext<Props> {
  apis: FormApis;
  props: Props & CommonFormProps;
  data: Readonly<Record<string, unknown>>;
  /** A request's options, passed as they are to the endpoint it sends to. */
  request: StepRequest;
  /**
   * What the step's logical submission kept for its retries (a captcha token, the account a lost
   * answer opened), as the flow's state holds it: the same on every retry with the same key.
   */
  kept: Readonly<Record<string, unknown>>;
  /** Keeps more of it, in the flow's state (flow-state.ts), for the retries that follow. */
  keep(kept: Readonly<Record<string, unknown>>): void;
  signal: AbortSignal;
  t: Translate;
}

/**
 * Makes a step's context: a submission's carries the step's Idempotency-Key, the same for its
 * retries; a load's or an extra action's carries none (the client gives each send its own and a
 * read none).
 */
export type MakeStepContext<Props> = (signal: AbortSignal, submission?: boolean) => StepContext<Props>;

export interface StepRequest {
  /** A step's submission: one per logical submission, the same when the visitor sends the step again. */
  idempotencyKey?: string;
  /** Aborted when the step goes away. */
  signal: AbortSignal;
}

export interface StepOutcome<Id extends string = string> {
  /** The id of the next step; null ends the flow (form-success). Default: the step's `next`. */
  next?: Id | null;
  /** Kept for the following steps (and across a reload unless a secret). */
  data?: Readonly<Record<string, unknown>>;
  /** The server's answer, the detail of form-success when the flow ends here. */
  answer?: unknown;
}

/** A send shared by flows: it names no step (the step's own `next` decides), so it fits any flow. */
export type SharedSend<Props> = (values: FormValues, context: StepContext<Props>) => Promise<StepOutcome<never>>;

export interface StepContent {
  title?: string;
  text?: string;
  links?: readonly { label: string; href: string }[];
}

interface BaseStep<Id extends string> {
  id: Id;
  /** Translation key of the step's heading. */
  title?: string;
  /** Translation key of a paragraph under the heading. */
  intro?: string;
}

export interface FieldsStep<Props, Id extends string = string> extends BaseStep<Id> {
  kind: 'fields';
  /**
   * The fields, or a call that fetches them (a configuration endpoint). A StepError thrown there
   * (an expired link) is shown instead of the fields, with the step's switches.
   */
  fields: readonly FieldSpec[] | ((context: StepContext<Props>) => Promise<readonly FieldSpec[]>);
  /** Translation key of the submit button. */
  submit?: string;
  send(values: FormValues, context: StepContext<Props>): Promise<StepOutcome<Id> | void>;
  /** The step after this one; null or absent: the flow ends after this step. */
  next?: Id | null;
  /**
   * What the step cannot open without: the ids an answer issues (`otp_code_id`, `profile_id`),
   * as usable values in the flow's data. Without them the flow goes to `skipTo` (default: this
   * step's `next`) instead (transitions.ts): a step opens only when the server asked for it.
   */
  needs?: readonly string[];
  skipTo?: Id | null;
  /** Sends as soon as the step shows (a sign-in coming back from a provider); a failure leaves the step to try again. */
  sendOnShow?: boolean;
  /**
   * Links under the form, by attributes: other ways in ("Continue with Google"). Labels already
   * translated. `onClick` handles the click first (a one-time state added to the address).
   */
  links?(
    props: Props & CommonFormProps,
    t: Translate,
  ): readonly { label: string; href: string; onClick?: (click: Click) => void }[];
  /** Other ways through the flow, offered as buttons that move to another step without sending ("Log in instead"). */
  switches?: readonly { label: string; step: Id }[];
  /** A second action, such as "send the code again"; `when` decides by attributes whether it is offered. */
  extra?: {
    label: string;
    when?(props: Props & CommonFormProps): boolean;
    /** May return data for the following submissions (a new otp_code_id). */
    run(context: StepContext<Props>): Promise<StepOutcome['data'] | void>;
  };
}

/** A step that shows content (a thank-you page), fetched or fixed; the flow has ended. */
export interface MessageStep<Props, Id extends string = string> extends BaseStep<Id> {
  kind: 'message';
  load?(context: StepContext<Props>): Promise<StepContent>;
}

export type FlowStep<Props, Id extends string = string> = FieldsStep<Props, Id> | MessageStep<Props, Id>;

/**
 * The sign-up step that opens most flows: its heading and button are the flow's strings
 * `signup_title` and `signup_submit`.
 */
export function signupStep<Props, Id extends string>(
  step: Pick<FieldsStep<Props, Id>, 'fields' | 'send' | 'next'>,
): FieldsStep<Props, Id | 'signup'> {
  return { id: 'signup', kind: 'fields', title: 'signup_title', submit: 'signup_submit', ...step };
}

/** The message that ends most flows: its texts are the flow's strings `thank_you_title` and `thank_you_text`. */
export const THANK_YOU_MESSAGE = {
  id: 'thank-you',
  kind: 'message',
  title: 'thank_you_title',
  intro: 'thank_you_text',
} as const satisfies MessageStep<unknown, 'thank-you'>;

/**
 * `Id` is the union of the flow's step ids: with it, a `next`, a switch or a `start` naming a
 * step the flow does not have fails to compile (`Flow<Props, 'login' | 'sms-code'>`).
 */
export interface Flow<Props extends object, Id extends string = string> {
  /** The flow's own attributes. */
  attributes: AttributeSchema<Props>;
  /** The flow's own words (`<tag>.words.ts`): its keys win over the kit's. */
  words: Words;
  steps: readonly FlowStep<Props, Id>[];
  /** Shows "Step n of m" over the field steps: for flows that go through all of them in order. */
  showProgress?: boolean;
  /** The first step's id, by attributes (e.g. a reset link's hash); default: the first step. */
  start?(props: Props & CommonFormProps, context: { search: string }): Id;
  /**
   * A step the page asks for (a social sign-in's return, a reset link's hash), or null: it wins
   * over the step an earlier visit kept in the tab's memory, whose values it leaves.
   */
  startFromPage?(props: Props & CommonFormProps, context: { search: string }): Id | null;
  /** Data known before the first step, e.g. a profile id from the page URL. */
  initialData?(props: Props & CommonFormProps, context: { search: string }): Record<string, unknown>;
}

/** A field error thrown by a step's code before any request, e.g. "this email has an account". */
export class FieldError extends Error {
  override name = 'FieldError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A problem the step explains above the form (a closed captcha), with a stable code for form-error.
 * `retry`: the alert offers "Try again", which sends the step again (a check that could not run).
 */
export class StepError extends Error {
  override name = 'StepError';
  readonly retry: boolean;
  constructor(
    readonly code: string,
    message: string,
    { retry = false }: { retry?: boolean } = {},
  ) {
    super(message);
    this.retry = retry;
  }
}
