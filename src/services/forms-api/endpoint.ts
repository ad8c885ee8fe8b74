/**
 * An API endpoint as data: method, path template and the traits that decide what the client adds
 * to its request. The three clients are tables of these; their functions are generated
 * (endpoint-client.ts). Pure.
 */

export type EndpointMethod = 'GET' | 'POST' | 'PATCH';

/**
 * - `signup`: creates a profile: the referral values go into the body.
 * - `timezone`: the body gets `timezone`, the browser's IANA zone (docs/RULES.md §3).
 * - `login`: the body gets `agent`, the user-agent string (docs/RULES.md §3).
 * - `read`: a POST that only reads (a configuration, a list): no Idempotency-Key, as for a GET.
 */
export type EndpointTrait = 'signup' | 'timezone' | 'login' | 'read';

export interface Endpoint<Path extends string = string, Method extends EndpointMethod = EndpointMethod> {
  readonly method: Method;
  /** Path below the client's base; `{name}` marks a path parameter. */
  readonly path: Path;
  readonly traits: readonly EndpointTrait[];
  /** Headers this endpoint alone sends. */
  readonly headers: Readonly<Record<string, string>>;
}

export type EndpointTable = Readonly<Record<string, Endpoint>>;

export function get<Path extends string>(path: Path): Endpoint<Path, 'GET'> {
  return { method: 'GET', path, traits: [], headers: {} };
}

export function patch<Path extends string>(path: Path): Endpoint<Path, 'PATCH'> {
  return { method: 'PATCH', path, traits: [], headers: {} };
}

export function post<Path extends string>(
  path: Path,
  traits: readonly EndpointTrait[] = [],
  headers: Record<string, string> = {},
): Endpoint<Path, 'POST'> {
  return { method: 'POST', path, traits, headers };
}

/** A name → path list turned into POST endpoints sharing the same traits. */
export function posts<Paths extends Readonly<Record<string, string>>>(
  paths: Paths,
  traits: readonly EndpointTrait[] = [],
): { readonly [Name in keyof Paths]: Endpoint<Paths[Name], 'POST'> } {
  const entries = Object.entries(paths).map(([name, path]) => [name, post(path, traits)]);
  return Object.fromEntries(entries) as { [Name in keyof Paths]: Endpoint<Paths[Name], 'POST'> };
}

type Placeholders<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** `'/password/reset/{hash}/'` → `{ hash: string | number }`. */
export type PathParams<Path extends string> = { readonly [Name in Placeholders<Path>]: string | number };

/** The path with each `{name}` replaced by its URL-encoded value (an email's `@`, `+` and `#` included). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new TypeError(`${path} needs the path parameter "${name}"`);
    return encodeURIComponent(String(params[name]));
  });
}
