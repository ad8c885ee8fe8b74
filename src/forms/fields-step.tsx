/**
 * A step with fields: its heading while the fields load (use-step-fields.ts), then the form. The
 * submission (use-step-submission.ts) and what the visitor typed (use-remembered-values.ts) are
 * handled by hooks; this file is the view.
 *
 * The `<form>` with its fields and submit button is rendered into the element's light DOM (a
 * portal) and shown through the shadow layout's `fields` slot: password managers and tag
 * managers look for forms with document.querySelectorAll and the form's `submit` event, which
 * do not enter shadow roots. Its look is the document sheet's (src/styles/site-elements.css). A
 * native submission of it goes nowhere (use-own-submit.ts).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormProvider, useForm } from 'react-hook-form';
import { SafeLink } from '../platform/hooks/safe-link';
import { useOwnSubmit } from '../platform/hooks/use-own-submit';
import { stepRules, type FormValues } from './field-rules';
import { autocompleteIn } from './fields';
import { stepResolver } from './step-resolver';
import { listsNoField } from './transitions';
import { StepError } from './flow';
import type { CommonFormProps } from './form-attributes';
import { Field } from './kit/field';
import { StepHeader } from './step-header';
import { useRememberedValues } from './use-remembered-values';
import { useStepFields, type LoadedStep } from './use-step-fields';
import { useStepSubmission, type StepSubmissionSetup } from './use-step-submission';

export interface FieldsStepViewProps<Props> extends Omit<StepSubmissionSetup<Props>, 'fields'> {
  /** The form's tag, for console messages. */
  form: string;
  /** The element: its light DOM holds the step's `<form>`. */
  host: HTMLElement;
  /** The form's attributes: they decide the step's links and extra action. */
  formProps: Props & CommonFormProps;
  /** "Step 1 of 2", or null for a single step. */
  progress: string | null;
  /** What the flow kept of this step (a reload's), the fields' first values. */
  initialValues: FormValues;
}

export function FieldsStepView<Props>(props: FieldsStepViewProps<Props>) {
  const { step, t, context, dispatch } = props;
  const { loaded, retry } = useStepFields(step, context, (error) =>
    dispatch({ type: 'failed', failure: { code: error.code, status: null, message: error.message } }),
  );

  const noStep = typeof loaded === 'object' && !(loaded instanceof StepError) && listsNoField(step, loaded.fields);
  const settled = loaded !== 'loading';
  // The step shows once what it loaded came (form-step); a configuration that lists no field
  // makes it no step, and the flow goes past it.
  useEffect(() => {
    if (noStep) dispatch({ type: 'skip' });
    else if (settled) dispatch({ type: 'shown' });
  }, [noStep, settled, dispatch]);

  // The step's heading shows while its fields load or fail: the form keeps its name.
  if (loaded === 'loading' || noStep) {
    return (
      <>
        <StepHeader step={step} t={t} progress={props.progress} />
        <div className="loading" part="loading" role="status" aria-busy="true">
          {t('loading')}
        </div>
      </>
    );
  }
  if (loaded instanceof StepError) {
    return (
      <div className="message" part="message">
        <StepHeader step={step} t={t} />
        <p className="alert" part="alert" role="alert">
          {loaded.message}
        </p>
        <Switches step={step} t={t} dispatch={dispatch} />
      </div>
    );
  }
  if (loaded === 'failed') {
    return (
      <>
        <StepHeader step={step} t={t} progress={props.progress} />
        <div className="alert" part="alert" role="alert">
          <p>{t('load_error')}</p>
          <button type="button" className="secondary" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      </>
    );
  }
  return <StepForm {...props} fields={loaded.fields} countries={loaded.countries} />;
}

function StepForm<Props>(props: FieldsStepViewProps<Props> & LoadedStep) {
  const {
    form: formTag,
    host,
    step,
    formProps,
    t,
    progress,
    initialValues,
    context,
    dispatch,
    fields,
    countries,
  } = props;
  const defaultValues = useMemo(
    () =>
      Object.fromEntries(
        fields.map((spec) => [spec.name, initialValues[spec.name] ?? (spec.kind === 'checkbox' ? false : '')]),
      ),
    [fields, initialValues],
  );
  const resolver = useMemo(() => stepResolver(stepRules(fields, t)), [fields, t]);
  const form = useForm<FormValues>({
    defaultValues,
    resolver,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  useRememberedValues(form, fields, dispatch);
  const { busy, alert, retryable, submit } = useStepSubmission(props, form);
  const ownSubmit = useOwnSubmit(submit);

  useEffect(() => {
    if (step.sendOnShow) submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the step shows
  }, []);
  // Ids unique in the document: two forms of a kind on one page share its light DOM's id space.
  const idBase = useId();

  return (
    <FormProvider {...form}>
      <div className="step" part="step">
        <StepHeader step={step} t={t} progress={progress} />
        <div className="alert-region" role="alert" part="alert">
          {alert && <p className="alert">{alert}</p>}
          {alert && retryable && (
            <button type="button" className="secondary" part="retry" onClick={() => submit()}>
              {t('retry')}
            </button>
          )}
        </div>
        <slot name={FIELDS_SLOT} />
        {createPortal(
          <form
            slot={FIELDS_SLOT}
            className="site-form"
            data-form={formTag}
            data-step={step.id}
            noValidate
            ref={ownSubmit}
            aria-busy={busy}
          >
            {fields.map((spec) => (
              <Field
                key={spec.name}
                spec={spec}
                id={`${idBase}${spec.name}`}
                autoComplete={autocompleteIn(spec, fields)}
                t={t}
                countries={countries}
                host={host}
              />
            ))}
            <button type="submit" className="submit" aria-disabled={busy || undefined}>
              {busy && <span className="spinner" aria-hidden="true" />}
              {busy ? t('sending') : t(step.submit ?? 'submit')}
            </button>
          </form>,
          host,
        )}
        {step.extra && (step.extra.when?.(formProps) ?? true) && (
          <div className="actions">
            <ExtraAction step={step} t={t} context={context} dispatch={dispatch} />
          </div>
        )}
        {step.links?.(formProps, t).map((link) => (
          <SafeLink
            key={link.href}
            href={link.href}
            source={`<${formTag}> link "${link.label}"`}
            onClick={link.onClick}
            className="secondary"
            part="link"
          >
            {link.label}
          </SafeLink>
        ))}
        <Switches step={step} t={t} dispatch={dispatch} />
      </div>
    </FormProvider>
  );
}

/** The shadow layout's slot for the step's light-DOM `<form>`. */
const FIELDS_SLOT = 'fields';

/** Other ways through the flow: each moves to its step without sending ("Not now" may end the flow). */
function Switches<Props>({ step, t, dispatch }: Pick<FieldsStepViewProps<Props>, 'step' | 't' | 'dispatch'>) {
  return step.switches?.map((choice) => (
    <button
      key={choice.step}
      type="button"
      className="link"
      part="switch"
      onClick={() => dispatch({ type: 'switch', to: choice.step })}
    >
      {t(choice.label)}
    </button>
  ));
}

/** The step's second action (send the code again): its own busy state and message. */
function ExtraAction<Props>({
  step,
  t,
  context,
  dispatch,
}: Pick<FieldsStepViewProps<Props>, 'step' | 't' | 'context' | 'dispatch'>) {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const extra = step.extra!;
  async function run() {
    if (state === 'busy') return;
    setState('busy');
    try {
      const data = await extra.run(context(new AbortController().signal));
      if (data) dispatch({ type: 'data', data });
      setState('done');
    } catch (error) {
      console.error(`<form> "${extra.label}" failed:`, error);
      setState('failed');
    }
  }
  return (
    <>
      <button
        type="button"
        className="secondary"
        part="extra"
        aria-disabled={state === 'busy' || undefined}
        onClick={run}
      >
        {t(extra.label)}
      </button>
      <span role="status" className="extra-status">
        {state === 'done' ? t(`${extra.label}_done`) : state === 'failed' ? t('request_error') : ''}
      </span>
    </>
  );
}
