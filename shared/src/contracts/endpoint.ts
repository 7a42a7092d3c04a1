// The endpoint table's grammar. An endpoint is a plain object literal (so an app's bundle keeps only
// the endpoints it calls): method, path, the T/E markers, who may call it (spec §6), and its body,
// query, path parameters and answer named by their schema in ./schemas. The TypeScript types come
// from those schemas through a type-only import, so a front end that takes an endpoint never loads
// the schema library.
import type { Static, TSchema } from '@sinclair/typebox';
import type * as Schemas from './schemas';

type Registry = typeof Schemas;

/** The name of a schema in the contract (an export of ./schemas). */
export type SchemaName = { [K in keyof Registry]: Registry[K] extends TSchema ? K : never }[keyof Registry];

/** The TypeScript shape of a named schema. */
export type Shape<N extends SchemaName> = Static<Registry[N]>;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who calls (spec §6): a guest (no session), a trial account (type 4), a member (type 0) or an agent
 * (types 1, 2, 41, 42). `roleOfMemberType` (member/constants.ts) names a session's role.
 */
export type Role = 'guest' | 'trial' | 'member' | 'agent';
export const ROLES = ['guest', 'trial', 'member', 'agent'] as const satisfies readonly Role[];
/** The roles of a signed-in account: who a T call can let in. */
export type AccountRole = Exclude<Role, 'guest'>;

/*
 * The three sets a T call chooses from. Closed on purpose: the refusal then always says what the
 * caller lacks (a trial account where a formal one would do: `member.trial`; anyone else on an agents'
 * call: 'not an agent').
 */
/** Every signed-in account, trial ones included (member info, balance, language, logout). */
export const ANY_ACCOUNT = ['trial', 'member', 'agent'] as const satisfies readonly AccountRole[];
/** Formal accounts: spec §6 closes the member centre and account calls to trial users. */
export const FORMAL_ACCOUNTS = ['member', 'agent'] as const satisfies readonly AccountRole[];
/** The agent centre's calls (spec §6: agents only). */
export const AGENTS_ONLY = ['agent'] as const satisfies readonly AccountRole[];
export type CallerRoles = typeof ANY_ACCOUNT | typeof FORMAL_ACCOUNTS | typeof AGENTS_ONLY;

interface EndpointBase {
  readonly method: Method;
  /** Fastify-style template: `/wps/transaction/withdraw/:orderNo/confirm`. */
  readonly path: string;
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

/** T: needs the session token, and names the accounts it lets in (the API refuses the others, 403). */
interface TokenCall extends EndpointBase {
  readonly auth: true;
  readonly roles: CallerRoles;
  readonly caller?: never;
}

/**
 * Everyone may call (`auth: 'optional'`: the token is sent when there is one; guests may call it
 * too), unless the call is not a person's: `caller: 'ops'` answers only to the `ADMIN_TOKEN`
 * (header `Admin-Token`, for scripts) or to a signed-in operator with the role `opsRoleOf(path)`
 * names (./ops/constants.ts), `caller: 'provider'` only to the payment provider's signature.
 */
interface OpenCall extends EndpointBase {
  readonly auth?: false | 'optional';
  readonly roles?: never;
  readonly caller?: 'ops' | 'provider';
}

export type EndpointSpec = TokenCall | OpenCall;

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
