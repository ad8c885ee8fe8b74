/**
 * One submission of a step at a time: a second press while one is in flight does nothing, a
 * retry goes as the same logical submission (the flow's state keeps its Idempotency-Key and what
 * it kept, so the server never acts twice), and a failure becomes field errors and an alert while
 * every value stays. What happens is dispatched to the flow's state (use-flow-state.ts).
 */
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { describeFailure } from './failures';
import type { FieldSpec } from './fields';
import type { FormValues } from './field-rules';
import type { FieldsStep, MakeStepContext } from './flow';
import type { Translate } from './translations';
import type { FlowDispatch } from './use-flow-state';

/** What the step's view gives the submission, beside its react-hook-form instance. */
export interface StepSubmissionSetup<Props> {
  step: FieldsStep<Props>;
  fields: readonly FieldSpec[];
  t: Translate;
  context: MakeStepContext<Props>;
  dispatch: FlowDispatch;
}

export function useStepSubmission<Props>(setup: StepSubmissionSetup<Props>, form: UseFormReturn<FormValues>) {
  const { step, fields, t, context, dispatch } = setup;
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  /** The alert offers "Try again": the step's check could not run. */
  const [retryable, setRetryable] = useState(false);
  const inFlight = useRef(false);
  const abort = useRef(new AbortController());
  useEffect(() => () => abort.current.abort(), []);

  async function send(values: FormValues) {
    setBusy(true);
    setAlert(null);
    setRetryable(false);
    dispatch({ type: 'submitted' });
    try {
      const outcome = await step.send(values, context(abort.current.signal, true));
      if (!abort.current.signal.aborted) dispatch({ type: 'sent', outcome: outcome ?? {} });
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
      setRetryable(failure.retry === true);
      if (failure.code === 'UNKNOWN') console.error(`<form> step "${step.id}" failed:`, error);
      const message = failure.message ?? Object.values(failure.fields).join(' ');
      dispatch({ type: 'failed', failure: { code: failure.code, status: failure.status, message } });
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

  return { busy, alert, retryable, submit };
}
