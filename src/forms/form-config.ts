/**
 * The form configurations a step fetches (the login step, email verification, password reset,
 * the step-2 forms, thank-you and confirmation pages), each with a documented default: when the
 * answer is missing, malformed, empty, late (3 s) or failing, the default is used, the form stays
 * usable and sends its request, and one console warning names the endpoint. Any backend may
 * answer these in another shape; the visitor must never be stuck on a config.
 */
import { fields, field, fieldsFromConfig, type FieldSpec } from './fields';
import { contentOf } from './answers';

/** How long a step waits for its configuration before it uses the default. */
export const CONFIG_TIMEOUT_MS = 3000;

/** The fields each configuration endpoint defaults to (the demo backend's answers, too). */
export const DEFAULT_CONFIG_FIELDS = {
  '/fcm-forms/config/login-step': fields('email', 'password'),
  '/fcm-forms/config/verify-email': [field('code')],
  '/fcm-forms/config/reset-password-form': [field('email')],
  '/fcm-forms/config/signup-step-2': fields('birth_date', 'address', 'city', 'postcode'),
  '/fcm-forms/config/forex-demo-form-step-2': fields('platform', 'leverage', 'currency'),
} as const satisfies Record<string, readonly FieldSpec[]>;

export type ConfigEndpoint = keyof typeof DEFAULT_CONFIG_FIELDS;

/** Asks for the configuration with the step's signal and the 3 s deadline; null when it failed. */
async function fetchConfig(
  endpoint: string,
  request: (signal: AbortSignal) => Promise<unknown>,
  signal: AbortSignal,
): Promise<unknown> {
  try {
    return await request(AbortSignal.any([signal, AbortSignal.timeout(CONFIG_TIMEOUT_MS)]));
  } catch (error) {
    if (signal.aborted) throw error; // the step went away: nothing to fall back for
    console.warn(`<form> ${endpoint} failed (${(error as Error).message}): the default configuration is used.`);
    return null;
  }
}

/** The step's fields from its configuration endpoint, or the endpoint's default fields. */
export async function configuredFields(
  endpoint: ConfigEndpoint,
  request: (signal: AbortSignal) => Promise<unknown>,
  signal: AbortSignal,
): Promise<readonly FieldSpec[]> {
  const answer = await fetchConfig(endpoint, request, signal);
  if (answer === null) return DEFAULT_CONFIG_FIELDS[endpoint];
  const configured = fieldsFromConfig(payloadOrSelf(answer));
  if (configured.length > 0) return configured;
  console.warn(`<form> ${endpoint} named no fields: the default fields are used.`);
  return DEFAULT_CONFIG_FIELDS[endpoint];
}

/**
 * A message step's content (title, text, links) from its configuration endpoint; when it fails,
 * nothing: the step shows its own translated title and text.
 */
export async function configuredContent(
  endpoint: string,
  request: (signal: AbortSignal) => Promise<unknown>,
  signal: AbortSignal,
): Promise<ReturnType<typeof contentOf>> {
  const answer = await fetchConfig(endpoint, request, signal);
  return answer === null ? {} : contentOf(answer);
}

const payloadOrSelf = (answer: unknown): unknown =>
  typeof answer === 'object' && answer !== null && 'data' in answer && typeof answer.data === 'object'
    ? answer.data
    : answer;
