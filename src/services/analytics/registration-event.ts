/**
 * docs/RULES.md §4: an answer carrying profile_id and client_id (top level or under `data`) with a falsy
 * is_email_verified is a new registration, reported once as 'Registration Success'.
 */
import { dataLayer, pushToDataLayer } from './data-layer';
import { isRecord } from '../../platform/dom/is-record';

export const REGISTRATION_SUCCESS = 'Registration Success';

type Id = string | number;

// A type, not an interface: a data layer entry needs the index signature only a type alias gets implicitly.
export type RegistrationSuccessEvent = {
  event: typeof REGISTRATION_SUCCESS;
  client_id: Id;
  profile_id: Id;
};

const isId = (value: unknown): value is Id => (typeof value === 'string' && value !== '') || typeof value === 'number';

/** The event a response calls for, or null. Pure. */
export function registrationSuccessEvent(response: unknown): RegistrationSuccessEvent | null {
  if (!isRecord(response)) return null;
  for (const record of [response, response.data]) {
    if (!isRecord(record) || !isId(record.profile_id) || !isId(record.client_id)) continue;
    if (record.is_email_verified) return null;
    return { event: REGISTRATION_SUCCESS, client_id: record.client_id, profile_id: record.profile_id };
  }
  return null;
}

/**
 * Pushes the event a response calls for. A profile is reported once per page: an idempotent
 * replay of the same sign-up answers with the same profile and must not count twice.
 * Returns whether it pushed.
 */
export function pushRegistrationSuccess(response: unknown): boolean {
  const event = registrationSuccessEvent(response);
  if (!event) return false;
  const layer = dataLayer();
  // Only an array can be searched: a layer that is just a `push` hears the event every time.
  const reported =
    Array.isArray(layer) &&
    layer.some((entry) => entry?.event === REGISTRATION_SUCCESS && entry.profile_id === event.profile_id);
  if (!reported) pushToDataLayer(event);
  return !reported;
}
