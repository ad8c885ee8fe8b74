/**
 * Hands what the visitor types in the fields that may be kept (fields.ts `isKept`: no secrets) to
 * `remember` on each change. The subscription is made once per step; the latest `remember` (it
 * closes over the flow's data) is used without subscribing again each render.
 */
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isKept, type FieldSpec } from './fields';
import type { FormValues } from './field-rules';

export function useRememberedValues(
  form: UseFormReturn<FormValues>,
  fields: readonly FieldSpec[],
  remember: (values: FormValues) => void,
): void {
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
}
