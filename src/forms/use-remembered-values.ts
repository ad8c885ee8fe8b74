/**
 * Hands what the visitor types in the fields that may be kept (fields.ts `isKept`: no secrets) to
 * the flow's state on each change (the flow keeps it through a reload). One subscription per step.
 */
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isKept, type FieldSpec } from './fields';
import type { FormValues } from './field-rules';
import type { FlowDispatch } from './use-flow-state';

export function useRememberedValues(
  form: UseFormReturn<FormValues>,
  fields: readonly FieldSpec[],
  dispatch: FlowDispatch,
): void {
  useEffect(() => {
    const kept = new Set(fields.filter(isKept).map((spec) => spec.name));
    const subscription = form.watch((values) =>
      dispatch({
        type: 'typed',
        values: Object.fromEntries(Object.entries(values).filter(([name]) => kept.has(name))) as FormValues,
      }),
    );
    return () => subscription.unsubscribe();
  }, [form, fields, dispatch]);
}
