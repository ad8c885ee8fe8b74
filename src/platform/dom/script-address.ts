/**
 * The one rule for a script address that comes as data (`data-script-src`, `provider-src`,
 * `<reviews-widget> src`, `captcha-src`). A script runs with all the rights of the page that
 * embeds us, and sanitisers keep such attributes, so it loads only from the page's own origin or
 * from an origin the page lists in `data-script-origins`, and from another origin only over https
 * (or http to a loopback host, which browsers count as secure as https: a developer's machine).
 * data:, blob:, javascript: and every other scheme never. loadScript applies it, and the
 * Trusted Types policy (./trusted-types.ts) again at the sink.
 */
import { pageConfig } from './page-config';
import { pageBaseUri } from './page-state';

export interface ScriptAddressRules {
  /** What relative addresses resolve against: the document's base URL. */
  baseUrl: string;
  pageOrigin: string;
  /** `data-script-origins` as the page wrote them. */
  allowedOrigins: readonly string[];
}

const LOOPBACK_HOST = /^(localhost|127(\.\d+){3}|\[::1\])$/;

/** The origin of an absolute URL, or null. */
function originOf(text: string) {
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

/** Why the script at `src` must not load, saying what to configure where that helps; null when it may. */
export function scriptAddressProblem(src: string, { baseUrl, pageOrigin, allowedOrigins }: ScriptAddressRules) {
  let url: URL;
  try {
    url = new URL(src, baseUrl);
  } catch {
    return 'it is not a URL';
  }
  const { protocol, origin, hostname } = url;
  if (protocol !== 'https:' && protocol !== 'http:') return `${protocol} addresses never load as scripts`;
  if (origin === pageOrigin) return null;
  if (protocol === 'http:' && !LOOPBACK_HOST.test(hostname)) return 'another origin’s scripts load only over https';
  return allowedOrigins.some((allowed) => originOf(allowed) === origin)
    ? null
    : `add ${origin} to data-script-origins on <body> to allow its scripts`;
}

/**
 * The rule on this page: its base URL, origin and `data-script-origins`. `builtIn` is the caller's
 * own default address (code, not data), which loads without configuration.
 */
export function pageScriptProblem(src: string, builtIn?: string) {
  return src === builtIn
    ? null
    : scriptAddressProblem(src, {
        baseUrl: pageBaseUri(),
        pageOrigin: location.origin,
        allowedOrigins: pageConfig().scriptOrigins,
      });
}
