import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler, RouteShorthandOptions } from 'fastify';
import type { AnswerOf, BodyOf, EndpointSpec, ParamsOf, QueryOf } from '@portal/shared/contracts';
import * as Schemas from '@portal/shared/contracts/schemas';
import type { AppContext } from '../context';
import { optionalSession, requireSession } from './auth';
import { decryptBody } from './encrypted';
import { envelopeSchema, ok } from './envelope';
import { requireOps } from './admin';
import { requireRole } from './roles';

/** A request of an endpoint, typed from the contract. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{ Body: BodyOf<E>; Querystring: QueryOf<E>; Params: ParamsOf<E> }>;

export type EndpointHandler<E extends EndpointSpec> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<AnswerOf<E>>;

export interface RouteExtras {
  /** Hooks that run after the contract's own (the session and role of a T call): ops tokens. */
  onRequest?: onRequestHookHandler;
  preHandler?: preHandlerHookHandler;
  /** Route config, e.g. the auth calls' rate limit. */
  config?: RouteShorthandOptions['config'];
  /** The largest body this call takes, when it is more than Fastify's 1 MB (a proof image). */
  bodyLimit?: number;
  /** Where the body comes from when it is not JSON (form-encoded calls). */
  preValidation?: RouteShorthandOptions['preValidation'];
}

const schemaOf = (name: keyof typeof Schemas | undefined) => (name === undefined ? undefined : (Schemas[name] as object));

/**
 * Registers one endpoint of the contract: its method and path, its schemas (the body, query and
 * path parameters validated, the answer serialized through the envelope, so nothing undeclared
 * leaves), and its markers: T attaches the session (401 without one), E opens the sealed body before
 * validation. A T call lets in only the roles it names (spec §6): the session first (401), then the
 * role (403), before the body is read; an ops call only the token or an operator with its role. The handler answers the value; the envelope is added here.
 */
export function route<E extends EndpointSpec>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const onRequest: onRequestHookHandler[] = [];
  if (endpoint.auth === true) onRequest.push(requireSession(ctx.sessions), requireRole(endpoint.roles));
  if (endpoint.auth === 'optional') onRequest.push(optionalSession(ctx.sessions));
  // Ops calls: the ADMIN_TOKEN or an operator with the call's role (ops/constants.ts in the contract).
  if (endpoint.caller === 'ops') onRequest.push(requireOps(ctx, endpoint.path));
  if (extras.onRequest) onRequest.push(extras.onRequest);
  const preValidation = endpoint.encrypt ? decryptBody(ctx.transportKey) : extras.preValidation;

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.body ? { body: schemaOf(endpoint.body) } : {}),
      ...(endpoint.query ? { querystring: schemaOf(endpoint.query) } : {}),
      ...(endpoint.params ? { params: schemaOf(endpoint.params) } : {}),
      response: envelopeSchema(schemaOf(endpoint.answer) as object),
    },
    onRequest,
    ...(preValidation ? { preValidation } : {}),
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    // The endpoint rides along in the route's config: the route map reads it back.
    config: { ...extras.config, endpoint },
    handler: async (request, reply) => ok(await handler(request as EndpointRequest<E>, reply)),
  });
}
