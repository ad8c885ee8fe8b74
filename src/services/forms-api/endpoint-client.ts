/**
 * Turns an endpoint table into a client: one typed function per endpoint, all thin over one
 * request helper. GET functions take options; POST and PATCH functions take a body, then options.
 * Path parameters go in `options.params` (required when the path has any).
 */
import type { HttpClient } from '../http/http-client';
import { fillPath, type Endpoint, type EndpointTable, type PathParams } from './endpoint';
import { newIdempotencyKey } from './idempotency-key';
import { requestBody, type BodyFacts } from './request-body';

export type FormBody = Readonly<Record<string, unknown>>;

export interface CallOptions {
  /** Aborting rejects the call with ERR_CANCELED. */
  signal?: AbortSignal;
}

export interface SubmitOptions extends CallOptions {
  /**
   * Sent as `Idempotency-Key`. Make one with newIdempotencyKey() per logical submission and pass
   * the same key when retrying that submission. Without one, each call gets its own key, which
   * still covers the client's own XSRF retry.
   */
  idempotencyKey?: string;
}

type ParamsOption<Path extends string> = [keyof PathParams<Path>] extends [never]
  ? unknown
  : { params: PathParams<Path> };
type OptionsArg<Options> = Partial<Options> extends Options ? [options?: Options] : [options: Options];

export type ReadCall<Path extends string> = <T = unknown>(
  ...options: OptionsArg<CallOptions & ParamsOption<Path>>
) => Promise<T>;

export type SubmitCall<Path extends string, Body> = <T = unknown>(
  body: Body,
  ...options: OptionsArg<SubmitOptions & ParamsOption<Path>>
) => Promise<T>;

/** `Bodies` types the bodies of the endpoints it names; the others take any FormBody. */
export type EndpointClient<Table extends EndpointTable, Bodies = object> = {
  readonly [Name in keyof Table]: Table[Name] extends Endpoint<infer Path, infer Method>
    ? Method extends 'GET'
      ? ReadCall<Path>
      : SubmitCall<Path, Name extends keyof Bodies ? Bodies[Name] : FormBody>
    : never;
};

export interface EndpointClientSetup {
  /** The HTTP client to send with, read per call: changing the base path swaps it. */
  http: () => HttpClient;
  facts: BodyFacts;
}

type AnyOptions = SubmitOptions & { params?: Readonly<Record<string, string | number>> };

export function createEndpointClient<Table extends EndpointTable, Bodies = object>(
  table: Table,
  setup: EndpointClientSetup,
): EndpointClient<Table, Bodies> {
  const calls = Object.entries(table).map(([name, endpoint]) => [name, endpointCall(endpoint, setup)]);
  return Object.fromEntries(calls) as EndpointClient<Table, Bodies>;
}

function endpointCall(endpoint: Endpoint, { http, facts }: EndpointClientSetup) {
  const { method, path, traits, headers } = endpoint;
  const isGet = method === 'GET';
  // A submission carries its Idempotency-Key; a read (a GET, or a POST that only reads) none.
  const isRead = isGet || traits.includes('read');
  return async (...args: unknown[]): Promise<unknown> => {
    const [body, options = {}] = (isGet ? [undefined, args[0]] : args) as [object | undefined, AnyOptions?];
    return http().request(method, fillPath(path, options.params), {
      body: isGet ? undefined : requestBody(traits, body ?? {}, facts),
      headers: isRead ? headers : { ...headers, 'Idempotency-Key': options.idempotencyKey ?? newIdempotencyKey() },
      signal: options.signal,
    });
  };
}
