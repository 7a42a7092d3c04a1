import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticatorConfirm, authenticatorStart, authenticatorStatus, authenticatorUnbind } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { merchantOf, sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { authenticatorStatusOf, confirmBinding, startBinding, unbind } from './service';

/** The authenticator app's calls (api/docs/security-centre.md "Authenticator app"), for formal accounts. */
export async function authenticatorRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  // The calls that take a code or a password are rate limited like the login: guesses stay few.
  const config = authRateLimit(ctx.config.authRateLimit);
  const me = (request: FastifyRequest) => sessionOf(request).member;
  route(app, ctx, authenticatorStatus, async (request) => authenticatorStatusOf(ctx, me(request).id));
  route(app, ctx, authenticatorStart, async (request) => startBinding(ctx, merchantOf(request), me(request)));
  route(app, ctx, authenticatorConfirm, async (request) => confirmBinding(ctx, me(request), request.body), { config });
  route(app, ctx, authenticatorUnbind, async (request) => unbind(ctx, me(request), request.body), { config });
}
