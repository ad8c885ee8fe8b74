/**
 * A step's fields, and the countries its country and phone fields need: fetched when the step
 * shows (a configuration endpoint may name them) and again on `retry`. A StepError (an expired
 * link) is kept to be shown; any other failure is 'failed', for the visitor to try again.
 */
import { useEffect, useState } from 'react';
import { registrationCountries } from './countries';
import type { Country } from './country';
import type { FieldSpec } from './fields';
import { StepError, type FieldsStep, type MakeStepContext } from './flow';

export type LoadedStep = { fields: readonly FieldSpec[]; countries: readonly Country[] };
export type StepFields = LoadedStep | 'loading' | 'failed' | StepError;

export function useStepFields<Props>(
  step: FieldsStep<Props>,
  context: MakeStepContext<Props>,
  onStepError: (error: StepError) => void,
): { loaded: StepFields; retry: () => void } {
  const [loaded, setLoaded] = useState<StepFields>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    setLoaded('loading');
    void (async () => {
      try {
        const ctx = context(abort.signal);
        const fields = typeof step.fields === 'function' ? await step.fields(ctx) : step.fields;
        const needsCountries = fields.some((spec) => spec.kind === 'country' || spec.kind === 'tel');
        const countries = needsCountries ? await registrationCountries(ctx.apis.forms, { retryFailed: true }) : [];
        if (!abort.signal.aborted) setLoaded({ fields, countries });
      } catch (error) {
        if (abort.signal.aborted) return;
        if (error instanceof StepError) {
          setLoaded(error);
          onStepError(error);
          return;
        }
        console.error(`<form> step "${step.id}" could not load:`, error);
        setLoaded('failed');
      }
    })();
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per step and per retry
  }, [step, attempt]);
  return { loaded, retry: () => setAttempt((count) => count + 1) };
}
