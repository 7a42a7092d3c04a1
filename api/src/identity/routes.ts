import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityAuthorize, identityLink, identityLinks, identityProviders, identitySession } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { callbackPage, CALLBACK_CSP } from './callback-page';
import { createOidcClient } from './oidc-client';
import { authorize, callback, identityProviderList, identitySession as spendLoginTicket, linkedIdentities, linkIdentity } from './service';

export const CALLBACK_PATH = '/wps/identity/callback';

/**
 * The callback is on the origin the visitor is on (the shell's), so the page can hand its result to
 * its opener; the provider accepts only the redirect URIs registered with it, so a forged Host header
 * gets nowhere, and the code is exchanged with the URI kept in the flow, never the request's.
 */
const redirectUriOf = (request: FastifyRequest) => `${request.protocol}://${request.host}${CALLBACK_PATH}`;

export async function identityRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const config = authRateLimit(ctx.config.authRateLimit);
  const oidc = createOidcClient();

  route(app, ctx, identityProviders, async () => identityProviderList(ctx));
  route(app, ctx, identityAuthorize, async (request) => authorize(ctx, oidc, callerOf(request), request.session, request.body, redirectUriOf(request)), {
    config,
  });
  route(app, ctx, identitySession, async (request) => spendLoginTicket(ctx, callerOf(request), request.body), { config });
  route(app, ctx, identityLink, async (request) => linkIdentity(ctx, sessionOf(request), request.body), { config });
  route(app, ctx, identityLinks, async (request) => linkedIdentities(ctx, sessionOf(request).member.id));

  app.get<{ Querystring: Record<string, string | undefined> }>(CALLBACK_PATH, { config }, async (request, reply) => {
    const message = await callback(ctx, oidc, callerOf(request), request.query);
    return reply.header('content-security-policy', CALLBACK_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(callbackPage(message));
  });
}
