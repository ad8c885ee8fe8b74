/**
 * The form engine: renders any flow (flow.ts) one step at a time and runs it. It keeps what the
 * visitor typed in sessionStorage until the flow succeeds, sends each submission once however
 * often the button is pressed, keeps every value when a submission fails, and reports the
 * lifecycle as events on the host, mirrored to the data layer.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SiteEventMap } from '../contract/events';
import { emit } from '../platform/runtime/events';
import { pageConfig } from '../platform/dom/page-config';
import type { HostProps } from '../platform/runtime/define-element';
import { pushFormEvent } from '../services/analytics';
import { formApis } from './apis';
import { payloadOf } from './answers';
import type { CommonFormProps, Flow, FlowStep, StepContext, StepOutcome } from './flow';
import { formMemory } from './form-memory';
import { FieldsStepView } from './fields-step';
import { MessageStepView } from './message-step';
import { redirectTarget } from './redirect-target';
import { KIT_STRINGS, translator } from './translations';

export interface FlowFormProps<Props extends object> extends HostProps {
  flow: Flow<Props>;
  props: Props & CommonFormProps;
}

/** Where a finished flow without a message step of its own lands. */
const DONE_STEP: FlowStep<object> = { id: 'done', kind: 'message', title: 'done_title', intro: 'done_text' };

export function FlowForm<Props extends object>({ flow, props, host }: FlowFormProps<Props>) {
  const form = host.localName;
  const t = useMemo(
    () => translator({ ...KIT_STRINGS, ...flow.strings }, props.translations),
    [flow, props.translations],
  );
  const memory = useMemo(() => formMemory(memoryKey(host)), [host]);
  const [initial] = useState(() => {
    const page = { search: location.search };
    const kept = memory.read();
    const keptStep = flow.steps.find((step) => step.id === kept?.step && step.kind === 'fields');
    return {
      step: keptStep?.id ?? flow.start?.(props, page) ?? flow.steps[0]!.id,
      // What the page says (a profile id in the link) wins over what an earlier visit kept.
      data: { ...(keptStep ? kept?.data : {}), ...flow.initialData?.(props, page) },
      values: keptStep ? (kept?.values ?? {}) : {},
    };
  });
  const [stepId, setStepId] = useState(initial.step);
  const [data, setData] = useState<Record<string, unknown>>(initial.data);
  const step: FlowStep<Props> = flow.steps.find((candidate) => candidate.id === stepId) ?? DONE_STEP;
  const steps = flow.steps.filter((candidate) => candidate.kind === 'fields');
  const position = steps.indexOf(step as (typeof steps)[number]);

  const report = useCallback(
    (name: 'form-view' | 'form-step' | 'form-submit', detail: SiteEventMap['form-view']) => {
      pushFormEvent(name, detail);
      emit(host, name, detail);
    },
    [host],
  );
  const viewed = useRef(false);
  useEffect(() => {
    report(viewed.current ? 'form-step' : 'form-view', { form, step: stepId });
    viewed.current = true;
  }, [report, form, stepId]);

  const context = (idempotencyKey: string, signal: AbortSignal, submission = {}): StepContext<Props> => ({
    apis: formApis(),
    props,
    data,
    idempotencyKey,
    submission,
    signal,
    t,
  });

  /** The latest server answer: the form-success detail when a switch ends the flow ("Not now"). */
  const lastAnswer = useRef<unknown>(undefined);

  function advance(outcome: StepOutcome, from: FlowStep<Props>) {
    if (outcome.answer !== undefined) lastAnswer.current = outcome.answer;
    const nextData = { ...data, ...outcome.data };
    const nextId = outcome.next !== undefined ? outcome.next : from.kind === 'fields' ? from.next : null;
    const next = flow.steps.find((candidate) => candidate.id === nextId);
    setData(nextData);
    if (next?.kind === 'fields') {
      memory.write({ step: next.id, values: {}, data: nextData });
      setStepId(next.id);
      return;
    }
    memory.clear();
    setStepId(next?.id ?? DONE_STEP.id);
    pushFormEvent('form-success', { form, step: from.id });
    const url = props.redirect || redirectOf(lastAnswer.current);
    if (emit(host, 'form-success', lastAnswer.current) && url) follow(form, url);
  }

  return (
    <section className="form" part="form" aria-labelledby="form-title" data-step={step.id}>
      {step.kind === 'fields' ? (
        <FieldsStepView
          key={step.id}
          step={step}
          t={t}
          progress={flow.showProgress ? t('step_of', { step: position + 1, steps: steps.length }) : null}
          initialValues={step.id === initial.step ? initial.values : {}}
          context={context}
          remember={(values) => memory.write({ step: step.id, values, data })}
          onSubmit={() => report('form-submit', { form, step: step.id })}
          onFailure={(detail) => {
            pushFormEvent('form-error', { form, step: step.id, code: detail.code, status: detail.status });
            emit(host, 'form-error', detail);
          }}
          onDone={(outcome) => advance(outcome, step)}
          onSwitch={(id) => {
            // A switch to a message ends the flow like a last step ("Not now" after a sign-up).
            if (flow.steps.find((candidate) => candidate.id === id)?.kind === 'message') {
              advance({ next: id }, step);
              return;
            }
            memory.write({ step: id, values: {}, data });
            setStepId(id);
          }}
          onData={(extra) => {
            const nextData = { ...data, ...extra };
            setData(nextData);
            memory.write({ step: step.id, values: memory.read()?.values ?? {}, data: nextData });
          }}
        />
      ) : (
        <MessageStepView key={step.id} step={step} t={t} context={context} />
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
  const { formsApi, accountApi, registrationApi, ssoHost, redirectOrigins } = pageConfig();
  const trusted = [formsApi, accountApi, registrationApi, ...(ssoHost ? [ssoHost] : []), ...redirectOrigins];
  const decision = redirectTarget(url, location.href, trusted);
  if ('url' in decision) location.assign(decision.url);
  else console.error(`<${form}>: not following the redirect to "${url}": ${decision.refused}.`);
}

function redirectOf(answer: unknown): string {
  const url = payloadOf(answer).redirect_url;
  return typeof url === 'string' ? url : '';
}
