/**
 * The forms client (docs/RULES.md §7). Every call carries the page URL's `geoip` and the locale as
 * `Accept-Language`; sign-ups listed "with timezone" add `timezone`; sign-ups merge the
 * referral values. Base path and locale can be changed after creation.
 */
import { pageConfig } from '../../platform/dom/page-config';
import { browserFacts, geoipQuery } from './browser-facts';
import { configuredApiOrigins, createCredentialedClient } from './credentialed-client';
import { createEndpointClient, type EndpointClient } from './endpoint-client';
import { FORMS_ENDPOINTS } from './forms-endpoints';

export interface FormsClientOptions {
  /** Base URL (absolute, or relative to the page); default: the page's `data-forms-api`. */
  baseUrl?: string;
  /** Sent as `Accept-Language`; default: the page's locale (`data-locale`, `<html lang>`, `en`). */
  locale?: string;
  /** Origins that may receive the XSRF token; default: the configured forms and account API origins. */
  xsrfOrigins?: readonly string[];
  /** The referral values (ref_id, raf_code, affid, cxd, sub_id) merged into sign-up bodies, read per call. */
  referral?: () => Readonly<Record<string, string>>;
  timeoutMs?: number;
}

export type FormsClient = EndpointClient<typeof FORMS_ENDPOINTS> & {
  setBasePath(baseUrl: string): void;
  setLocale(locale: string): void;
};

export function createFormsClient(options: FormsClientOptions = {}): FormsClient {
  const xsrfOrigins = options.xsrfOrigins ?? configuredApiOrigins();
  let locale = options.locale ?? pageConfig().locale;
  const connect = (baseUrl: string) =>
    createCredentialedClient({
      baseUrl: new URL(baseUrl, location.href).href,
      xsrfOrigins,
      timeoutMs: options.timeoutMs,
      headers: () => ({ 'Accept-Language': locale }),
      query: () => geoipQuery(location.search),
    });
  let http = connect(options.baseUrl ?? pageConfig().formsApi);
  return {
    ...createEndpointClient(FORMS_ENDPOINTS, { http: () => http, facts: browserFacts(options.referral) }),
    setBasePath(baseUrl) {
      http = connect(baseUrl);
    },
    setLocale(next) {
      locale = next;
    },
  };
}
