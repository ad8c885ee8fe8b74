/**
 * Runs a flow's state (flow-state.ts) for FlowForm, its one owner: it opens where the page or the
 * tab's memory says, keeps what must outlive a remount in sessionStorage (form-memory.ts; r2wc
 * unmounts on disconnect), emits the lifecycle events on the host (the data layer mirrors them,
 * services/analytics) and follows the redirect after a success. The views only dispatch.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { emit } from '../platform/runtime/events';
import { navigateTo } from '../platform/dom/safe-url';
import { mirrorFormEvents } from '../services/analytics';
import { newIdempotencyKey } from '../services/forms-api';
import { payloadOf, successDetail } from './answers';
import type { Flow } from './flow';
import type { CommonFormProps } from './form-attributes';
import { formMemory } from './form-memory';
import { flowReducer, initialFlowState, type FlowAction, type FlowState } from './flow-state';
import { pageRedirectTarget } from './redirect-target';

/** What a submission that failed reports (form-error's detail). */
export interface FailureDetail {
  code: string;
  status: number | null;
  message: string;
}

type WithoutKey<A> = A extends { key: string } ? Omit<A, 'key'> : A;

/** What the views dispatch: the state's actions (a new step's key is made here), and what they report. */
export type FlowInput =
  | WithoutKey<FlowAction>
  /** The step was sent (form-submit). */
  | { type: 'submitted' }
  /** Its sending failed (form-error). */
  | { type: 'failed'; failure: FailureDetail }
  /** The step shows what it loaded (form-step, once per step). */
  | { type: 'shown' };

export type FlowDispatch = (input: FlowInput) => void;

export function useFlowState<Props extends object>(
  flow: Flow<Props>,
  props: Props & CommonFormProps,
  host: HTMLElement,
): { state: FlowState; dispatch: FlowDispatch } {
  const form = host.localName;
  const memory = useMemo(() => formMemory(memoryKey(host)), [host]);
  const [state, reduce] = useReducer(
    (current: FlowState, action: FlowAction) => flowReducer(flow, current, action),
    undefined,
    () => initialFlowState(flow, { ...startOf(flow, props, memory.read()), key: newIdempotencyKey() }),
  );
  const latest = useRef(state);
  latest.current = state;
  const shownStep = useRef(state.step);

  useEffect(
    () =>
      mirrorFormEvents(host, form, () => {
        const { step, end } = latest.current;
        return end?.kind === 'success' ? end.from : end ? (end.from ?? end.to) : step;
      }),
    [host, form],
  );

  const redirect = useRef(props.redirect);
  redirect.current = props.redirect;

  /** The flow ended: nothing more to remember, and the host hears how. */
  const ended = useCallback(
    ({ end, answer, data }: FlowState) => {
      memory.clear();
      if (end?.kind === 'flow-error') {
        const origin = end.from === null ? 'its start' : `step "${end.from}"`;
        const message = `<${form}>: ${origin} leads to step "${end.to}", which this form's flow does not have.`;
        console.error(message);
        emit(host, 'form-error', { code: 'ERR_FLOW', status: null, message });
      } else if (end?.kind === 'success') {
        const url = redirect.current || redirectOf(answer);
        if (emit(host, 'form-success', successDetail(answer, data)) && url) follow(form, url);
      }
    },
    [memory, host, form],
  );

  const dispatch = useCallback<FlowDispatch>(
    (input) => {
      const before = latest.current;
      if (input.type === 'submitted') emit(host, 'form-submit', { form, step: before.step });
      else if (input.type === 'failed') emit(host, 'form-error', input.failure);
      else if (input.type === 'shown') {
        if (shownStep.current === before.step) return;
        shownStep.current = before.step;
        emit(host, 'form-step', { form, step: before.step });
      } else {
        const action = { ...input, key: newIdempotencyKey() } as FlowAction;
        // Reduced here too (it is pure), so the flow's end is told as it happens, before the next render.
        latest.current = flowReducer(flow, before, action);
        reduce(action);
        if (latest.current.end && !before.end) ended(latest.current);
      }
    },
    [flow, host, form, ended],
  );
  useEffect(() => {
    if (latest.current.end) ended(latest.current); // a start the flow has no step for
  }, [ended]);

  // What outlives a remount: the step, what was typed there and the data, until the flow ends.
  const opened = useRef(true);
  useEffect(() => {
    if (opened.current || state.end) return void (opened.current = false); // the memory has it all yet
    memory.write({ step: state.step, values: state.values, data: state.data });
  }, [memory, state.step, state.values, state.data, state.end]);

  return { state, dispatch };
}

/**
 * Where the flow opens: a step the page asks for (a social sign-in's return, a reset link) wins
 * over the step an earlier visit kept, whose values it leaves; else the visit resumes where it
 * was; else the flow's start. What the page says (a profile id in the link) wins over what an
 * earlier visit kept.
 */
function startOf<Props extends object>(
  flow: Flow<Props>,
  props: Props & CommonFormProps,
  kept: ReturnType<ReturnType<typeof formMemory>['read']>,
) {
  const page = { search: location.search };
  const asked = flow.startFromPage?.(props, page) ?? null;
  const keptStep = asked === null ? flow.steps.find((step) => step.id === kept?.step && step.kind === 'fields') : null;
  return {
    step: asked ?? keptStep?.id ?? flow.start?.(props, page) ?? flow.steps[0]!.id,
    values: keptStep ? kept!.values : {},
    data: { ...(keptStep ? kept!.data : {}), ...flow.initialData?.(props, page) },
  };
}

/** Per form on the page: its id, else its place among the page's forms of its kind. */
function memoryKey(host: HTMLElement): string {
  const root = host.getRootNode() as ParentNode;
  const place = host.id || String([...root.querySelectorAll(host.localName)].indexOf(host));
  return `${host.localName}#${place}`;
}

/** Goes to `url` if it is safe to (redirect-target.ts); else stays on the done step and says why. */
function follow(form: string, url: string): void {
  const decision = pageRedirectTarget(url);
  if ('url' in decision) navigateTo(decision.url, `<${form}> redirect`);
  else console.error(`<${form}>: not following the redirect to "${url}": ${decision.refused}.`);
}

function redirectOf(answer: unknown): string {
  const url = payloadOf(answer).redirect_url;
  return typeof url === 'string' ? url : '';
}
