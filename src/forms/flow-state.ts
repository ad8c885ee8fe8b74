/**
 * A flow's state, in one place (react-stately's shape): the step it is on, what the visitor typed
 * there, the data kept from step to step (the ids an answer issued), the latest answer, the step's
 * logical submission (its Idempotency-Key and what a retry must send again), and how the flow
 * ended. Every change is an action; `flowReducer` is pure, so the state is tested without a
 * browser (flow-state.test.ts). use-flow-state.ts runs it: it reports, remembers and redirects.
 */
import type { FormValues } from './field-rules';
import type { StepOutcome } from './flow';
import { transitionAfter, transitionPast, transitionTo, type RoutedStep } from './transitions';

/** Where a flow that names a step it does not have stops: never a success, never a redirect. */
export const FLOW_ERROR_STEP_ID = 'flow-error';

export type FlowEnd =
  /** The flow succeeded after step `from` (form-success). */
  | { kind: 'success'; from: string }
  /** Step `from` (null: the flow's start) leads to `to`, which the flow has no step for. */
  | { kind: 'flow-error'; from: string | null; to: string };

export interface FlowState {
  /** The step shown: a step of the flow, the built-in done step or the flow-error step. */
  step: string;
  /** What the visitor typed on this step (the fields that may be kept). */
  values: FormValues;
  /** Kept for the following steps: the ids answers issued, what the page said. */
  data: Readonly<Record<string, unknown>>;
  /** The latest server answer: the form-success detail when the flow ends. */
  answer: unknown;
  /**
   * The step's logical submission: one Idempotency-Key for every retry, and what a retry after a
   * lost answer must send again (a captcha token, the account already opened).
   */
  submission: { key: string; kept: Readonly<Record<string, unknown>> };
  /** How the flow ended; null while it goes on. */
  end: FlowEnd | null;
}

/** What happens to a flow. Actions that leave a step carry the key of the next step's submission. */
export type FlowAction =
  /** The visitor typed: the step's keepable values. */
  | { type: 'typed'; values: FormValues }
  /** An extra action ("send the code again") returned data for the following submissions. */
  | { type: 'data'; data: Readonly<Record<string, unknown>> }
  /** A submission keeps what its retries must send again. */
  | { type: 'keep'; kept: Readonly<Record<string, unknown>> }
  /** The step was sent: its outcome decides where the flow goes. */
  | { type: 'sent'; outcome: StepOutcome; key: string }
  /** The visitor took the step's switch ("Log in instead", "Not now"). */
  | { type: 'switch'; to: string; key: string }
  /** The step's configuration listed no field: it is no step. */
  | { type: 'skip'; key: string };

type AnyFlow = { steps: readonly RoutedStep[] };

export interface FlowStart {
  step: string;
  values?: FormValues;
  data?: Readonly<Record<string, unknown>>;
  key: string;
}

/** The state a flow opens in: at `start`, or at the flow-error step when the flow has no such step. */
export function initialFlowState(flow: AnyFlow, { step, values = {}, data = {}, key }: FlowStart): FlowState {
  const unknown = transitionTo(flow, step).to === 'unknown';
  return {
    step: unknown ? FLOW_ERROR_STEP_ID : step,
    values,
    data,
    answer: undefined,
    submission: { key, kept: {} },
    end: unknown ? { kind: 'flow-error', from: null, to: step } : null,
  };
}

export function flowReducer(flow: AnyFlow, state: FlowState, action: FlowAction): FlowState {
  if (state.end) return state; // an ended flow stays ended
  switch (action.type) {
    case 'typed':
      return { ...state, values: action.values };
    case 'data':
      return { ...state, data: { ...state.data, ...action.data } };
    case 'keep':
      return { ...state, submission: { ...state.submission, kept: { ...state.submission.kept, ...action.kept } } };
    case 'sent':
    case 'switch':
    case 'skip':
      return leave(flow, state, action);
  }
}

function leave(flow: AnyFlow, state: FlowState, action: FlowAction & { type: 'sent' | 'switch' | 'skip' }): FlowState {
  const from = flow.steps.find((step) => step.id === state.step);
  if (!from) return state; // the done and flow-error steps have nowhere to go
  const outcome = action.type === 'sent' ? action.outcome : {};
  const data = { ...state.data, ...outcome.data };
  const transition =
    action.type === 'sent'
      ? transitionAfter(flow, from, outcome, data)
      : action.type === 'switch'
        ? transitionTo(flow, action.to, data)
        : transitionPast(flow, from, data);
  const answer = outcome.answer !== undefined ? outcome.answer : state.answer;
  const moved = { values: {}, data, answer, submission: { key: action.key, kept: {} } };
  if (transition.to === 'unknown') {
    return {
      ...state,
      ...moved,
      step: FLOW_ERROR_STEP_ID,
      end: { kind: 'flow-error', from: from.id, to: transition.id },
    };
  }
  if (transition.to === 'step') return { ...state, ...moved, step: transition.id };
  return { ...state, ...moved, step: transition.id, end: { kind: 'success', from: from.id } };
}
