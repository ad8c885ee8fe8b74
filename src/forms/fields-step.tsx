/**
 * A step with fields: fetches its fields when a configuration endpoint names them, then shows
 * the form. One submission at a time: a second press while one is in flight does nothing, and a
 * retry of the step reuses its Idempotency-Key, so the server never acts twice.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { newIdempotencyKey } from '../services/forms-api';
import { registrationCountries, type Country } from './countries';
import { describeFailure } from './failures';
import { isKept, type FieldSpec } from './fields';
import { stepSchema, type FormValues } from './field-rules';
import { StepError, type FieldsStep, type StepContext, type StepOutcome } from './flow';
import { Field } from './kit/field';
import { StepHeader } from './message-step';
import type { Translate } from './translations';

export interface FieldsStepViewProps<Props> {
  step: FieldsStep<Props>;
  t: Translate;
  /** "Step 1 of 2", or null for a single step. */
  progress: string | null;
  initialValues: FormValues;
  context: (idempotencyKey: string, signal: AbortSignal, submission?: Record<string, unknown>) => StepContext<Props>;
  remember: (values: FormValues) => void;
  onSubmit: () => void;
  onFailure: (detail: { code: string; status: number | null; message: string }) => void;
  onDone: (outcome: StepOutcome) => void;
  /** Moves to another step without sending (the step's `switches`). */
  onSwitch: (step: string) => void;
  /** Keeps data an extra action returned. */
  onData: (data: Readonly<Record<string, unknown>>) => void;
}

type Loaded = { fields: readonly FieldSpec[]; countries: readonly Country[] };

export function FieldsStepView<Props>(props: FieldsStepViewProps<Props>) {
  const { step, t, context } = props;
  const [loaded, setLoaded] = useState<Loaded | 'loading' | 'failed' | StepError>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    setLoaded('loading');
    void (async () => {
      try {
        const ctx = context(newIdempotencyKey(), abort.signal);
        const fields = typeof step.fields === 'function' ? await step.fields(ctx) : step.fields;
        const needsCountries = fields.some((spec) => spec.kind === 'country' || spec.kind === 'tel');
        const countries = needsCountries ? await registrationCountries(ctx.apis.forms) : [];
        if (!abort.signal.aborted) setLoaded({ fields, countries });
      } catch (error) {
        if (abort.signal.aborted) return;
        if (error instanceof StepError) {
          setLoaded(error);
          props.onFailure({ code: error.code, status: null, message: error.message });
          return;
        }
        console.error(`<form> step "${step.id}" could not load:`, error);
        setLoaded('failed');
      }
    })();
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per step and per retry
  }, [step, attempt]);

  // The step's heading shows while its fields load or fail: the form keeps its name.
  if (loaded === 'loading') {
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
        <Switches step={step} t={t} onSwitch={props.onSwitch} />
      </div>
    );
  }
  if (loaded === 'failed') {
    return (
      <>
        <StepHeader step={step} t={t} progress={props.progress} />
        <div className="alert" part="alert" role="alert">
          <p>{t('load_error')}</p>
          <button type="button" className="secondary" onClick={() => setAttempt(attempt + 1)}>
            {t('retry')}
          </button>
        </div>
      </>
    );
  }
  return <StepForm {...props} fields={loaded.fields} countries={loaded.countries} />;
}

function StepForm<Props>({
  step,
  t,
  progress,
  initialValues,
  context,
  remember,
  onSubmit,
  onFailure,
  onDone,
  onSwitch,
  onData,
  fields,
  countries,
}: FieldsStepViewProps<Props> & Loaded) {
  const defaultValues = useMemo(
    () =>
      Object.fromEntries(
        fields.map((spec) => [spec.name, initialValues[spec.name] ?? (spec.kind === 'checkbox' ? false : '')]),
      ),
    [fields, initialValues],
  );
  const resolver = useMemo(() => valibotResolver(stepSchema(fields, t)), [fields, t]);
  const form = useForm<FormValues>({
    defaultValues,
    resolver,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const inFlight = useRef(false);
  const idempotencyKey = useMemo(newIdempotencyKey, []);
  const submission = useRef<Record<string, unknown>>({});
  const abort = useRef(new AbortController());
  useEffect(() => () => abort.current.abort(), []);

  // The latest `remember` (it closes over the flow's data), without subscribing again each render.
  const rememberLatest = useRef(remember);
  rememberLatest.current = remember;
  useEffect(() => {
    const kept = new Set(fields.filter(isKept).map((spec) => spec.name));
    const subscription = form.watch((values) =>
      rememberLatest.current(
        Object.fromEntries(Object.entries(values).filter(([name]) => kept.has(name))) as FormValues,
      ),
    );
    return () => subscription.unsubscribe();
  }, [form, fields]);

  async function send(values: FormValues) {
    setBusy(true);
    setAlert(null);
    onSubmit();
    try {
      const outcome = await step.send(values, context(idempotencyKey, abort.current.signal, submission.current));
      if (!abort.current.signal.aborted) onDone(outcome ?? {});
    } catch (error) {
      if (abort.current.signal.aborted) return;
      const failure = describeFailure(
        error,
        fields.map((spec) => spec.name),
        t,
      );
      Object.entries(failure.fields).forEach(([name, message], index) =>
        form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      setAlert(failure.message);
      if (failure.code === 'UNKNOWN') console.error(`<form> step "${step.id}" failed:`, error);
      onFailure({
        code: failure.code,
        status: failure.status,
        message: failure.message ?? Object.values(failure.fields).join(' '),
      });
    } finally {
      setBusy(false);
    }
  }

  function submit(event?: React.FormEvent) {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void form
      .handleSubmit(send, (errors) => setAlert(t('check_fields', { count: Object.keys(errors).length })))()
      .finally(() => (inFlight.current = false));
  }

  useEffect(() => {
    if (step.sendOnShow) submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the step shows
  }, []);

  const props = context(idempotencyKey, abort.current.signal).props;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-busy={busy} part="step">
        <StepHeader step={step} t={t} progress={progress} />
        <div className="alert-region" role="alert" part="alert">
          {alert && <p className="alert">{alert}</p>}
        </div>
        {fields.map((spec) => (
          <Field key={spec.name} spec={spec} t={t} countries={countries} />
        ))}
        <div className="actions">
          <button type="submit" className="submit" part="submit" aria-disabled={busy || undefined}>
            {busy && <span className="spinner" aria-hidden="true" />}
            {busy ? t('sending') : t(step.submit ?? 'submit')}
          </button>
          {step.extra && (step.extra.when?.(props) ?? true) && (
            <ExtraAction step={step} t={t} context={context} onData={onData} />
          )}
        </div>
        {step.links?.(props, t).map((link) => (
          <a key={link.href} href={link.href} className="secondary" part="link">
            {link.label}
          </a>
        ))}
        <Switches step={step} t={t} onSwitch={onSwitch} />
      </form>
    </FormProvider>
  );
}

function Switches<Props>({ step, t, onSwitch }: Pick<FieldsStepViewProps<Props>, 'step' | 't' | 'onSwitch'>) {
  return step.switches?.map((choice) => (
    <button key={choice.step} type="button" className="link" part="switch" onClick={() => onSwitch(choice.step)}>
      {t(choice.label)}
    </button>
  ));
}

/** The step's second action (send the code again): its own busy state and message. */
function ExtraAction<Props>({
  step,
  t,
  context,
  onData,
}: Pick<FieldsStepViewProps<Props>, 'step' | 't' | 'context' | 'onData'>) {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const extra = step.extra!;
  async function run() {
    if (state === 'busy') return;
    setState('busy');
    try {
      const data = await extra.run(context(newIdempotencyKey(), new AbortController().signal));
      if (data) onData(data);
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
