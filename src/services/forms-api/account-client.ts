/** The user-account client (docs/RULES.md §7): cookies and the XSRF token; logins add `agent`. */
import { pageConfig } from '../../platform/dom/page-config';
import { ACCOUNT_ENDPOINTS } from './account-endpoints';
import { browserFacts } from './browser-facts';
import { configuredApiOrigins, createCredentialedClient } from './credentialed-client';
import { createEndpointClient, type EndpointClient } from './endpoint-client';

export interface AccountClientOptions {
  /** Base URL; default: the page's `data-account-api`. */
  baseUrl?: string;
  /** Origins that may receive the XSRF token; default: the configured forms and account API origins. */
  xsrfOrigins?: readonly string[];
  /** The referral values merged into sign-up bodies (premium analytics, campaign), read per call. */
  referral?: () => Readonly<Record<string, string>>;
  timeoutMs?: number;
}

export type AccountClient = EndpointClient<typeof ACCOUNT_ENDPOINTS>;

export function createAccountClient(options: AccountClientOptions = {}): AccountClient {
  const http = createCredentialedClient({
    baseUrl: new URL(options.baseUrl ?? pageConfig().accountApi, location.href).href,
    xsrfOrigins: options.xsrfOrigins ?? configuredApiOrigins(),
    timeoutMs: options.timeoutMs,
  });
  return createEndpointClient(ACCOUNT_ENDPOINTS, { http: () => http, facts: browserFacts(options.referral) });
}
