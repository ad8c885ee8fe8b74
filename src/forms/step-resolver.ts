/**
 * A step's valibot schema as react-hook-form's resolver: the first message of each invalid field
 * (what the form shows). Ours rather than @hookform/resolvers': the forms chunk every form page
 * fetches carries only what the steps use (flat field names, synchronous rules).
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { safeParse, type GenericSchema } from 'valibot';
import type { FormValues } from './field-rules';

export function stepResolver(schema: GenericSchema<FormValues, FormValues>): Resolver<FormValues> {
  return (values) => {
    const result = safeParse(schema, values, { abortPipeEarly: true });
    if (result.success) return { values: result.output, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.issues) {
      const name = String(issue.path?.[0]?.key ?? ''); // field names are flat
      errors[name] ??= { type: issue.type, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<FormValues> };
  };
}
