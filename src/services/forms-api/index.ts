/** The forms, user-account and registration API clients (docs/RULES.md §7). Framework-free. */
export { createAccountClient, type AccountClient, type AccountClientOptions } from './account-client';
export type { CallOptions, FormBody, SubmitOptions } from './endpoint-client';
export { createFormsClient, type FormsClient, type FormsClientOptions } from './forms-client';
export { newIdempotencyKey } from './idempotency-key';
export {
  createRegistrationClient,
  type RegistrationClient,
  type RegistrationClientOptions,
} from './registration-client';
export type { RegistrationBodies } from './registration-endpoints';
export { fieldErrorsOf, serverMessageOf } from './server-errors';
