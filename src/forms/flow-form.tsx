/**
 * The form engine: renders any flow (flow.ts) one step at a time. Its state has one owner,
 * useFlowState (use-flow-state.ts over flow-state.ts): the step, what was typed, the data kept,
 * how the flow ended; this view only renders it, and its steps dispatch to it. Each submission is
 * sent once however often the button is pressed, every value stays when it fails, and the
 * lifecycle is reported as events on the host, which the data layer mirrors.
 */
import { Suspense, useEffect, useRef } from 'react';
import { emit } from '../platform/runtime/events';
import type { HostProps } from '../platform/runtime/define-element';
import { lazyView } from '../platform/runtime/lazy-view';
import { formApis } from './apis';
import type { Flow, FlowStep, MakeStepContext } from './flow';
import type { CommonFormProps } from './form-attributes';
import { FLOW_ERROR_STEP_ID } from './flow-state';
import { FieldsStepView } from './fields-step';
import { useFirstView } from './use-first-view';
import { useFlowState } from './use-flow-state';
import { DONE_STEP_ID } from './transitions';
import { useWords } from '../platform/hooks/use-words';
import { formsWords } from './forms.words';

export interface FlowFormProps<Props extends object> extends HostProps {
  flow: Flow<Props>;
  props: Props & CommonFormProps;
}

/** A message step ends most flows that get there at all: its view is fetched when one shows. */
const MessageStepView = lazyView(
  () => import('./message-step'),
  (module) => module.MessageStepView,
);

/** Where a finished flow without a message step of its own lands. */
const DONE_STEP: FlowStep<object> = { id: DONE_STEP_ID, kind: 'message', title: 'done_title', intro: 'done_text' };
/** Where a flow that names a step it does not have stops: never a success, never a redirect. */
const FLOW_ERROR_STEP: FlowStep<object> = {
  id: FLOW_ERROR_STEP_ID,
  kind: 'message',
  title: 'flow_error_title',
  intro: 'flow_error_text',
};

export function FlowForm<Props extends object>({ flow, props, host }: FlowFormProps<Props>) {
  const form = host.localName;
  const t = useWords(host, flow.words, formsWords);
  const { state, dispatch } = useFlowState(flow, props, host);
  const step: FlowStep<Props> =
    flow.steps.find((candidate) => candidate.id === state.step) ??
    (state.step === FLOW_ERROR_STEP_ID ? FLOW_ERROR_STEP : DONE_STEP);
  const steps = flow.steps.filter((candidate) => candidate.kind === 'fields');
  const position = steps.indexOf(step as (typeof steps)[number]);

  const section = useRef<HTMLElement>(null);
  const stepRef = useRef(state.step);
  stepRef.current = state.step;
  useFirstView(host, section, () => emit(host, 'form-view', { form, step: stepRef.current }));
  useEffect(() => {
    if (step.kind === 'message') dispatch({ type: 'shown' });
  }, [step, dispatch]);

  /** A step's context: a submission's carries the step's one Idempotency-Key, for every retry. */
  const context: MakeStepContext<Props> = (signal, submission = false) => ({
    apis: formApis(),
    props,
    data: state.data,
    request: submission ? { idempotencyKey: state.submission.key, signal } : { signal },
    kept: state.submission.kept,
    keep: (kept) => dispatch({ type: 'keep', kept }),
    signal,
    t,
  });

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
          initialValues={state.values}
          context={context}
          dispatch={dispatch}
        />
      ) : (
        <Suspense
          fallback={
            <div className="loading" part="loading" role="status" aria-busy="true">
              {t('loading')}
            </div>
          }
        >
          <MessageStepView key={step.id} host={host} form={form} step={step} t={t} context={context} />
        </Suspense>
      )}
    </section>
  );
}
