import type { FastifyInstance } from 'fastify';
import { identityAuthorize, identityLink, identityLinks, identityProviders, identitySession } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { callbackPage, CALLBACK_CSP } from './callback-page';
import { createOidcClient } from './oidc-client';
import { authorize, callback, identityProviderList, identitySession as spendLoginTicket, linkedIdentities, linkIdentity } from './service';

export const CALLBACK_PATH = '/wps/identity/callback';

export async function identityRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const config = authRateLimit(ctx.config.authRateLimit);
  const oidc = createOidcClient();
  /*
   * The callback on the site's configured origin (PUBLIC_URL), where visitors open the shell, so the
   * page can hand its result to its opener. Never the request's Host or X-Forwarded-Host: the sender
   * chooses those, and a provider that matched redirect URIs loosely would send the code to them.
   * The code is exchanged with the URI kept in the flow.
   */
  const redirectUri = `${ctx.config.publicUrl}${CALLBACK_PATH}`;

  route(app, ctx, identityProviders, async () => identityProviderList(ctx));
  route(app, ctx, identityAuthorize, async (request) => authorize(ctx, oidc, callerOf(request), request.session, request.body, redirectUri), {
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
