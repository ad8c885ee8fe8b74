/**
 * The form configurations that name a step's fields (the login step, email verification,
 * password reset, the step-2 forms), each with a documented default: when the answer is missing,
 * malformed, empty, late (3 s) or failing, the default is used, the form stays usable and sends
 * its request, and one console warning names the endpoint. Any backend may answer these in
 * another shape; the visitor must never be stuck on a config. (The thank-you and confirmation
 * texts fall back in the message step: message-step.tsx.)
 */
import { timeoutSignal } from '../platform/dom/timeout-signal';
import { fieldsFromConfig, type FieldSpec } from './fields';

/** How long a step waits for its configuration before it uses the default. */
export const CONFIG_TIMEOUT_MS = 3000;

/**
 * Asks with the step's signal and the 3 s deadline; null when it failed, after one warning that
 * names the endpoint and says what the form does instead (`fallback`).
 */
export async function fetchConfig(
  endpoint: string,
  request: (signal: AbortSignal) => Promise<unknown>,
  signal: AbortSignal,
  fallback = 'the default configuration is used',
): Promise<unknown> {
  try {
    return await request(AbortSignal.any([signal, timeoutSignal(CONFIG_TIMEOUT_MS)]));
  } catch (error) {
    if (signal.aborted) throw error; // the step went away: nothing to fall back for
    console.warn(`<form> ${endpoint} failed (${(error as Error).message}): ${fallback}.`);
    return null;
  }
}

/**
 * The step's fields from its configuration endpoint, or `defaults` (each flow states its own,
 * and docs/FORMS.md lists them).
 */
export async function configuredFields(
  endpoint: string,
  request: (signal: AbortSignal) => Promise<unknown>,
  signal: AbortSignal,
  defaults: readonly FieldSpec[],
): Promise<readonly FieldSpec[]> {
  const answer = await fetchConfig(endpoint, request, signal);
  if (answer === null) return defaults;
  const configured = fieldsFromConfig(payloadOrSelf(answer));
  if (configured.length > 0) return configured;
  console.warn(`<form> ${endpoint} named no fields: the default fields are used.`);
  return defaults;
}

const payloadOrSelf = (answer: unknown): unknown =>
  typeof answer === 'object' && answer !== null && 'data' in answer && typeof answer.data === 'object'
    ? answer.data
    : answer;
