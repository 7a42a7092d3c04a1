// The endpoint table's grammar. An endpoint is a plain object literal (so an app's bundle keeps only
// the endpoints it calls): method, path, the T/E markers, and its body, query, path parameters and
// answer named by their schema in ./schemas. The TypeScript types come from those schemas through a
// type-only import, so a front end that takes an endpoint never loads the schema library.
import type { Static, TSchema } from '@sinclair/typebox';
import type * as Schemas from './schemas';

type Registry = typeof Schemas;

/** The name of a schema in the contract (an export of ./schemas). */
export type SchemaName = { [K in keyof Registry]: Registry[K] extends TSchema ? K : never }[keyof Registry];

/** The TypeScript shape of a named schema. */
export type Shape<N extends SchemaName> = Static<Registry[N]>;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointSpec {
  readonly method: Method;
  /** Fastify-style template: `/wps/transaction/withdraw/:orderNo/confirm`. */
  readonly path: string;
  /** T: needs the session token (`'optional'`: sent when there is one; guests may call it too). */
  readonly auth?: boolean | 'optional';
  /** E: the body travels sealed (wire contract, "E calls"). */
  readonly encrypt?: boolean;
  /** The body is sent form-encoded (the calls the platform takes as forms). */
  readonly form?: boolean;
  /** Headers the platform asks for on this call (e.g. `X-Gateway-Version`). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  readonly body?: SchemaName;
  readonly answer: SchemaName;
}

type Part<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer N extends SchemaName } ? Shape<N> : undefined;

export type BodyOf<E extends EndpointSpec> = Part<E, 'body'>;
export type QueryOf<E extends EndpointSpec> = Part<E, 'query'>;
export type ParamsOf<E extends EndpointSpec> = Part<E, 'params'>;
export type AnswerOf<E extends EndpointSpec> = Shape<E['answer']>;

type Defined<T> = T extends undefined ? never : T;

/**
 * What a caller passes: the body (POST, PUT) or the query (GET, DELETE), with the path parameters as
 * fields of the same object; `never` when the call takes nothing.
 */
export type InputOf<E extends EndpointSpec> = [Defined<BodyOf<E>> | Defined<QueryOf<E>> | Defined<ParamsOf<E>>] extends [never]
  ? never
  : (BodyOf<E> extends undefined ? (QueryOf<E> extends undefined ? unknown : QueryOf<E>) : BodyOf<E>) &
      (ParamsOf<E> extends undefined ? unknown : ParamsOf<E>);

/** The `:name` segments of a path template, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}
