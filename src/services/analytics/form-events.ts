/**
 * The forms' lifecycle events, mirrored to the data layer so a tag manager can build funnels.
 * The detail is a fixed, small shape on purpose: never field values or a server answer, which
 * hold personal data that must not reach analytics.
 */
import { pushToDataLayer } from './data-layer';

export type FormEventName = 'form-view' | 'form-step' | 'form-submit' | 'form-success' | 'form-error';

export interface FormEventDetail {
  /** The form's tag name, e.g. `signup-form`. */
  form: string;
  step?: string | number;
  /** form-error: the HttpError code and status. */
  code?: string;
  status?: number | null;
}

/** Pushes `{ event: name, form, step?, code?, status? }`; other properties of `detail` are left out. */
export function pushFormEvent(name: FormEventName, { form, step, code, status }: FormEventDetail): void {
  const entry = Object.entries({ event: name, form, step, code, status }).filter(([, value]) => value !== undefined);
  pushToDataLayer(Object.fromEntries(entry));
}
