/** The registration and captcha client (docs/RULES.md §7): no cookies; `Api-Client` on the captcha calls. */
import { pageConfig } from '../../platform/dom/page-config';
import { createHttpClient } from '../http/http-client';
import { browserFacts } from './browser-facts';
import { createEndpointClient, type EndpointClient } from './endpoint-client';
import { REGISTRATION_ENDPOINTS, type RegistrationBodies } from './registration-endpoints';

export interface RegistrationClientOptions {
  /** Base URL; default: the page's `data-registration-api`. */
  baseUrl?: string;
  timeoutMs?: number;
}

export type RegistrationClient = EndpointClient<typeof REGISTRATION_ENDPOINTS, RegistrationBodies>;

export function createRegistrationClient(options: RegistrationClientOptions = {}): RegistrationClient {
  const http = createHttpClient({
    baseUrl: new URL(options.baseUrl ?? pageConfig().registrationApi, location.href).href,
    timeoutMs: options.timeoutMs,
  });
  return createEndpointClient<typeof REGISTRATION_ENDPOINTS, RegistrationBodies>(REGISTRATION_ENDPOINTS, {
    http: () => http,
    facts: browserFacts(),
  });
}
