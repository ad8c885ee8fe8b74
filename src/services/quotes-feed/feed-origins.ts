/**
 * Where a quotes feed may go (docs/SECURITY.md §13). Its token is fetched with the page's cookies
 * and rides in the socket's first message, and `ws_api` and `token-url` come as markup (a CMS's,
 * which a sanitiser keeps): so both must be on the page's site (its registrable domain by the
 * public-suffix list, platform/dom/site-of.ts, which loads only when an address is on another host)
 * or on an origin the page lists in `data-quotes-origins` on `<body>`. A listed https origin
 * stands for its wss one too, and http for ws: a socket's handshake is a request to that origin.
 * Anything else: one console error, and the widgets have no feed (no token fetched, no socket).
 */
import { pageConfig } from '../../platform/dom/page-config';
import { pageBaseUri } from '../../platform/dom/page-state';

export interface FeedOriginRules {
  /** What relative addresses resolve against: the document's base URL. */
  baseUrl: string;
  /** The page's host, whose site is allowed. */
  pageHostname: string;
  /** `data-quotes-origins` as the page wrote them. */
  allowedOrigins: readonly string[];
}

/** The feed's addresses, by the attribute that gives each. */
export interface FeedAddresses {
  ws_api: string;
  'token-url': string;
}

/** The answer when only the page's site can tell (the caller loads `siteOf` and asks again). */
export const ASK_SITE = 'ask-site';

const PROTOCOLS: Record<keyof FeedAddresses, readonly string[]> = {
  ws_api: ['wss:', 'ws:', 'https:', 'http:'], // http(s) is the page's way of naming its ws(s) (shared-feeds.ts)
  'token-url': ['https:', 'http:'],
};

/** An origin with a socket's scheme written as its handshake's. */
function requestOrigin(url: URL): string {
  const protocol = { 'wss:': 'https:', 'ws:': 'http:' }[url.protocol] ?? url.protocol;
  return `${protocol}//${url.host}`;
}

function listedOrigin(text: string): string | null {
  try {
    return requestOrigin(new URL(text));
  } catch {
    return null;
  }
}

/** Why one address must not be used, null when it may, ASK_SITE when only `siteOf` can tell. */
function addressProblem(
  name: keyof FeedAddresses,
  address: string,
  rules: FeedOriginRules,
  siteOf?: (hostname: string) => string,
): string | null {
  let url: URL;
  try {
    url = new URL(address.trim(), rules.baseUrl);
  } catch {
    return `${name} "${address}" is not a URL`;
  }
  if (!PROTOCOLS[name].includes(url.protocol))
    return `${name} "${address}" is not a ${name === 'ws_api' ? 'socket' : 'token'} address`;
  if (url.hostname === rules.pageHostname) return null;
  const origin = requestOrigin(url);
  if (rules.allowedOrigins.some((allowed) => listedOrigin(allowed) === origin)) return null;
  if (!siteOf) return ASK_SITE;
  if (siteOf(url.hostname) === siteOf(rules.pageHostname)) return null;
  return `${name} "${address}" is neither on this page's site nor listed: add ${url.origin} to data-quotes-origins on <body> to allow it`;
}

/**
 * Why the feed of these addresses must not start, or null when it may; without `siteOf`, ASK_SITE
 * when an address is on another host that no listed origin allows. Pure.
 */
export function feedAddressProblem(
  addresses: FeedAddresses,
  rules: FeedOriginRules,
  siteOf?: (hostname: string) => string,
): string | null {
  const problems = (Object.keys(addresses) as (keyof FeedAddresses)[]).map((name) =>
    addressProblem(name, addresses[name], rules, siteOf),
  );
  return problems.find((problem) => problem !== null && problem !== ASK_SITE) ?? problems.find(Boolean) ?? null;
}

/** Each pair of addresses asked about: whether its feed may start, or the answer on its way. */
const verdicts = new Map<string, boolean | Promise<boolean>>();

/** A refusal, said once per pair of addresses (every later widget with them gets the same answer silently). */
function verdict(problem: string | null): boolean {
  if (problem) console.error(`Quotes feed: ${problem}. No token is fetched and no socket opened for it.`);
  return problem === null;
}

function decide(addresses: FeedAddresses): boolean | Promise<boolean> {
  const rules: FeedOriginRules = {
    baseUrl: pageBaseUri(),
    pageHostname: location.hostname,
    allowedOrigins: pageConfig().quotesOrigins,
  };
  const problem = feedAddressProblem(addresses, rules);
  if (problem !== ASK_SITE) return verdict(problem);
  return import('../../platform/dom/site-of').then(
    ({ siteOf }) => verdict(feedAddressProblem(addresses, rules, siteOf)),
    () => verdict(`the public-suffix list did not load, so ${addresses.ws_api}'s site is unknown`),
  );
}

/**
 * Whether the widgets may start the feed of `wsApi` and `tokenUrl` on this page: at once when the
 * page's host or list tells, else once the public-suffix list has loaded (the same promise for
 * every widget asking meanwhile).
 */
export function feedAllowed(wsApi: string, tokenUrl: string): boolean | Promise<boolean> {
  const key = JSON.stringify([wsApi, tokenUrl]);
  let known = verdicts.get(key);
  if (known === undefined) {
    const answer = decide({ ws_api: wsApi, 'token-url': tokenUrl });
    verdicts.set(key, answer);
    if (answer instanceof Promise) void answer.then((allowed) => verdicts.set(key, allowed));
    known = answer;
  }
  return known;
}
