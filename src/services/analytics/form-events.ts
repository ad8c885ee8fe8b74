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

const FORM_EVENTS: readonly FormEventName[] = ['form-view', 'form-step', 'form-submit', 'form-success', 'form-error'];

/**
 * Mirrors a form's own lifecycle events to the data layer: one listener on the form's host, so a
 * form only emits and never reports twice. `stepOf` names the step an event is about when its
 * detail does not (form-success's detail is the server's answer; form-error's, the failure).
 * Returns the unsubscribe.
 */
export function mirrorFormEvents(host: EventTarget, form: string, stepOf: () => string): () => void {
  const mirror = (event: Event) => {
    if (event.target !== host) return; // a form inside this one reports its own
    const name = event.type as FormEventName;
    const detail = ((event as CustomEvent).detail ?? {}) as FormEventDetail;
    const step = name === 'form-success' || name === 'form-error' ? stepOf() : detail.step;
    pushFormEvent(
      name,
      name === 'form-error' ? { form, step, code: detail.code, status: detail.status } : { form, step },
    );
  };
  for (const name of FORM_EVENTS) host.addEventListener(name, mirror);
  return () => FORM_EVENTS.forEach((name) => host.removeEventListener(name, mirror));
}
