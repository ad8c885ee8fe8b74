/**
 * A step's rules as react-hook-form's resolver: the first message of each invalid field (what the
 * form shows), and only the step's own fields as its values. Ours rather than @hookform/resolvers':
 * the forms chunk every form page fetches carries only what the steps use (flat field names,
 * synchronous rules).
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { FormValues, StepRules } from './field-rules';

export function stepResolver(rules: StepRules): Resolver<FormValues> {
  return (values) => {
    const problems = Object.entries(rules.problems(values));
    if (problems.length > 0) {
      const errors = Object.fromEntries(problems.map(([name, message]) => [name, { type: 'invalid', message }]));
      return { values: {}, errors: errors as FieldErrors<FormValues> };
    }
    const own = rules.names.filter((name) => values[name] !== undefined).map((name) => [name, values[name]]);
    return { values: Object.fromEntries(own) as FormValues, errors: {} };
  };
}
