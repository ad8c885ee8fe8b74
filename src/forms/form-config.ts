/**
 * The form configurations that name a step's fields. A first step (the login step, email
 * verification, password reset) has a documented default: when the answer is missing,
 * malformed, empty, late (3 s) or failing, the default is used, the form stays usable and sends
 * its request, and one console warning names the endpoint. A later step (the step-2 forms) has
 * none: a default list would be a step no server asked for, so a config that lists no field means
 * no such step (the engine goes past it, docs/FORMS.md). Any backend may answer these in another
 * shape; the visitor must never be stuck on a config. (The thank-you and confirmation texts fall
 * back in the message step: message-step.tsx.)
 */
import { timeoutSignal } from '../platform/dom/timeout-signal';
import { fieldsFromConfig, type FieldSpec } from './fields';
import { CONFIG_TIMEOUT_MS } from './flow';

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
 * A first step's fields from its configuration endpoint, or `defaults` (each flow states its own,
 * and docs/FORMS.md lists them): a form is never empty.
 */
export async function configuredFields(
  endpoint: string,
  request: (signal: AbortSignal) => Promise<unknown>,
  signal: AbortSignal,
  defaults: readonly FieldSpec[],
): Promise<readonly FieldSpec[]> {
  const listed = await listedFields(endpoint, request, signal, 'the default fields are used');
  return listed.length > 0 ? listed : defaults;
}

/**
 * A later step's fields: exactly those its configuration lists, none when it lists none or cannot
 * be had (the step is then no step: flow-form.tsx goes past a step without fields).
 */
export const laterStepFields = (
  endpoint: string,
  request: (signal: AbortSignal) => Promise<unknown>,
  signal: AbortSignal,
): Promise<readonly FieldSpec[]> => listedFields(endpoint, request, signal, 'the step is left out');

async function listedFields(
  endpoint: string,
  request: (signal: AbortSignal) => Promise<unknown>,
  signal: AbortSignal,
  instead: string,
): Promise<readonly FieldSpec[]> {
  const answer = await fetchConfig(endpoint, request, signal, instead);
  if (answer === null) return [];
  const configured = fieldsFromConfig(payloadOrSelf(answer));
  if (configured.length === 0) console.warn(`<form> ${endpoint} named no fields: ${instead}.`);
  return configured;
}

const payloadOrSelf = (answer: unknown): unknown =>
  typeof answer === 'object' && answer !== null && 'data' in answer && typeof answer.data === 'object'
    ? answer.data
    : answer;
