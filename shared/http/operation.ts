import type * as v from 'valibot';
import type { Tenant } from '../auth/tenant.ts';
import type { ErrorCode } from './errors.ts';
import type { HttpMethod } from './types.ts';

type Schema = v.GenericSchema;

/**
 * One operation of the public contract: its method and path, its valibot schemas and its
 * documentation. Operations live in each endpoint group's contract.ts; its handler.ts binds them to the
 * group's service, the OpenAPI document is generated from them, and the CDK stack and the local
 * runtime take their paths from them, so the contract cannot drift from what is served.
 */
export interface Operation<
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
  R extends Schema | undefined = Schema | undefined,
  Pub extends boolean = boolean,
> {
  operationId: string;
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  public: Pub;
  status: 200 | 201 | 202 | 204;
  body?: B;
  query?: Q;
  params?: P;
  response?: R;
  /** Error codes this operation can answer, beyond those every operation of its kind can. */
  errors: readonly ErrorCode[];
  examples?: { request?: unknown; response?: unknown };
  /**
   * A POST or PATCH that may safely be sent twice (`x-idempotent` in the document): the official
   * clients then retry it on 429 and 503 like a GET. Default false.
   */
  idempotent?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds operations of every shape.
export type AnyOperation = Operation<any, any, any, any, boolean>;

export const defineOperation = <
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
  const Pub extends boolean = false,
>(
  operation: Operation<B, Q, P, R, Pub>,
): Operation<B, Q, P, R, Pub> => operation;

// Optional properties widen to `S | undefined`; strip that before asking whether a schema is there.
type Present<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S>;
type Output<S> = Present<S> extends Schema ? v.InferOutput<Present<S>> : undefined;
type Input<S> = Present<S> extends Schema ? v.InferInput<Present<S>> : undefined;

export interface OperationRequest<O extends AnyOperation> {
  body: Output<O['body']>;
  query: Output<O['query']>;
  params: Output<O['params']>;
  tenant: O['public'] extends true ? Tenant | undefined : Tenant;
  requestId: string;
  /** The URL this API was reached at, stage prefix included, e.g. https://abc.execute-api…/prod. */
  baseUrl: string;
  /** The body exactly as sent, for operations that verify a signature over it. */
  rawBody: string;
  /** Request headers, names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
  /** The caller's address as API Gateway saw it (for per-address throttling, never logged raw). */
  sourceIp: string;
  /** Adds a header to the success response (a session cookie). */
  setResponseHeader: (name: string, value: string) => void;
}

/** What an implementation returns: the response body as the response schema accepts it. */
export type OperationResult<O extends AnyOperation> =
  // biome-ignore lint/suspicious/noConfusingVoidType: a 204 operation's service returns Promise<void>.
  Present<O['response']> extends Schema ? Input<O['response']> : undefined | void;
