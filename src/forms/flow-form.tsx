/**
 * The form engine: renders any flow (flow.ts) one step at a time and runs it. It keeps what the
 * visitor typed in sessionStorage until the flow succeeds, sends each submission once however
 * often the button is pressed, keeps every value when a submission fails, and reports the
 * lifecycle as events on the host, mirrored to the data layer.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SiteEventMap } from '../contract/events';
import { emit } from '../platform/runtime/events';
import { navigateTo } from '../platform/dom/safe-url';
import type { HostProps } from '../platform/runtime/define-element';
import { pushFormEvent } from '../services/analytics';
import { formApis } from './apis';
import { payloadOf, successDetail } from './answers';
import type { Flow, FlowStep, MakeStepContext, StepOutcome } from './flow';
import type { CommonFormProps } from './form-attributes';
import { formMemory } from './form-memory';
import { FieldsStepView } from './fields-step';
import { MessageStepView } from './message-step';
import { pageRedirectTarget } from './redirect-target';
import { useFirstView } from './use-first-view';
import { DONE_STEP_ID, transitionAfter, transitionPast, transitionTo, type Transition } from './transitions';
import { KIT_STRINGS, translator } from './translations';

export interface FlowFormProps<Props extends object> extends HostProps {
  flow: Flow<Props>;
  props: Props & CommonFormProps;
}

/** Where a finished flow without a message step of its own lands. */
const DONE_STEP: FlowStep<object> = { id: DONE_STEP_ID, kind: 'message', title: 'done_title', intro: 'done_text' };
/** Where a flow that names a step it does not have stops: never a success, never a redirect. */
const FLOW_ERROR_STEP: FlowStep<object> = {
  id: 'flow-error',
  kind: 'message',
  title: 'flow_error_title',
  intro: 'flow_error_text',
};

export function FlowForm<Props extends object>({ flow, props, host }: FlowFormProps<Props>) {
  const form = host.localName;
  const t = useMemo(
    () => translator({ ...KIT_STRINGS, ...flow.strings }, props.translations),
    [flow, props.translations],
  );
  const memory = useMemo(() => formMemory(memoryKey(host)), [host]);
  const [initial] = useState(() => {
    const page = { search: location.search };
    // A step the page asks for (a social sign-in's return, a reset link) wins over the step an
    // earlier visit kept; otherwise the visit resumes where it was.
    const asked = flow.startFromPage?.(props, page) ?? null;
    const kept = asked === null ? memory.read() : null;
    const keptStep = flow.steps.find((step) => step.id === kept?.step && step.kind === 'fields');
    const start = asked ?? keptStep?.id ?? flow.start?.(props, page) ?? flow.steps[0]!.id;
    return {
      step: start,
      unknownStart: transitionTo(flow, start).to === 'unknown',
      // What the page says (a profile id in the link) wins over what an earlier visit kept.
      data: { ...(keptStep ? kept?.data : {}), ...flow.initialData?.(props, page) },
      values: keptStep ? (kept?.values ?? {}) : {},
    };
  });
  const [data, setData] = useState<Record<string, unknown>>(initial.data);
  const [stepId, setStepId] = useState(initial.unknownStart ? FLOW_ERROR_STEP.id : initial.step);
  const step: FlowStep<Props> =
    flow.steps.find((candidate) => candidate.id === stepId) ??
    (stepId === FLOW_ERROR_STEP.id ? FLOW_ERROR_STEP : DONE_STEP);
  const steps = flow.steps.filter((candidate) => candidate.kind === 'fields');
  const position = steps.indexOf(step as (typeof steps)[number]);

  const report = useCallback(
    (name: 'form-view' | 'form-step' | 'form-submit', detail: SiteEventMap['form-view']) => {
      pushFormEvent(name, detail);
      emit(host, name, detail);
    },
    [host],
  );
  const section = useRef<HTMLElement>(null);
  const stepRef = useRef(stepId);
  stepRef.current = stepId;
  useFirstView(host, section, () => report('form-view', { form, step: stepRef.current }));
  // form-step says a step showed: a fields step once its fields came (a step whose configuration
  // lists none is no step, and never reported), a message at once.
  const shownStep = useRef(stepId);
  const shown = useCallback(
    (id: string) => {
      if (shownStep.current === id) return;
      shownStep.current = id;
      report('form-step', { form, step: id });
    },
    [report, form],
  );
  useEffect(() => {
    if (step.kind === 'message') shown(step.id);
  }, [shown, step]);

  const context: MakeStepContext<Props> = (idempotencyKey, signal, submission = {}) => ({
    apis: formApis(),
    props,
    data,
    request: { idempotencyKey, signal },
    submission,
    signal,
    t,
  });

  /** The latest server answer: the form-success detail when a switch ends the flow ("Not now"). */
  const lastAnswer = useRef<unknown>(undefined);

  const fail = useCallback(
    (detail: { code: string; status: number | null; message: string }, step: string) => {
      pushFormEvent('form-error', { form, step, code: detail.code, status: detail.status });
      emit(host, 'form-error', detail);
    },
    [form, host],
  );

  /** A flow that names a step it does not have: one error for the page's developer, none of it a success. */
  const failFlow = useCallback(
    (from: string | null, to: string) => {
      const origin = from === null ? 'its start' : `step "${from}"`;
      const message = `<${form}>: ${origin} leads to step "${to}", which this form's flow does not have.`;
      console.error(message);
      memory.clear();
      setStepId(FLOW_ERROR_STEP.id);
      fail({ code: 'ERR_FLOW', status: null, message }, from ?? to);
    },
    [form, memory, fail],
  );
  useEffect(() => {
    if (initial.unknownStart) failFlow(null, initial.step);
  }, [initial, failFlow]);

  function go(transition: Transition, from: FlowStep<Props>, outcome: StepOutcome = {}) {
    if (outcome.answer !== undefined) lastAnswer.current = outcome.answer;
    const nextData = { ...data, ...outcome.data };
    setData(nextData);
    if (transition.to === 'unknown') {
      failFlow(from.id, transition.id);
      return;
    }
    if (transition.to === 'step') {
      memory.write({ step: transition.id, values: {}, data: nextData });
      setStepId(transition.id);
      return;
    }
    memory.clear();
    setStepId(transition.id);
    pushFormEvent('form-success', { form, step: from.id });
    const url = props.redirect || redirectOf(lastAnswer.current);
    if (emit(host, 'form-success', successDetail(lastAnswer.current, nextData)) && url) follow(form, url);
  }

  return (
    <section ref={section} className="form" part="form" aria-labelledby="form-title" data-step={step.id}>
      {step.kind === 'fields' ? (
        <FieldsStepView
          key={step.id}
          form={form}
          host={host}
          step={step}
          formProps={props}
          t={t}
          progress={flow.showProgress ? t('step_of', { step: position + 1, steps: steps.length }) : null}
          initialValues={step.id === initial.step ? initial.values : {}}
          context={context}
          remember={(values) => memory.write({ step: step.id, values, data })}
          onSubmit={() => report('form-submit', { form, step: step.id })}
          onFailure={(detail) => fail(detail, step.id)}
          onDone={(outcome) => go(transitionAfter(flow, step, outcome, { ...data, ...outcome.data }), step, outcome)}
          // A switch to a message ends the flow like a last step ("Not now" after a sign-up).
          onSwitch={(id) => go(transitionTo(flow, id, data), step)}
          onSkip={() => go(transitionPast(flow, step, data), step)}
          onShown={() => shown(step.id)}
          onData={(extra) => {
            const nextData = { ...data, ...extra };
            setData(nextData);
            memory.write({ step: step.id, values: memory.read()?.values ?? {}, data: nextData });
          }}
        />
      ) : (
        <MessageStepView key={step.id} form={form} step={step} t={t} context={context} />
      )}
    </section>
  );
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
