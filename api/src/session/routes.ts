import type { FastifyInstance } from 'fastify';
import { login as loginEndpoint, loginVerify, loginVerifySend, logout, sessionRsaKey } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, clientIp, merchantOf, sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { login } from './service';
import { sendSecondFactorCode, verifySecondFactor } from './two-factor';

export async function sessionRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const config = authRateLimit(ctx.config.authRateLimit);

  route(app, ctx, sessionRsaKey, async () => ctx.transportKey.publicKeyBase64);
  route(app, ctx, loginEndpoint, async (request) => login(ctx, merchantOf(request), request.body, clientIp(request)), { config });

  // The second factor of a login from a new address (two-factor.ts), rate limited like the login.
  route(app, ctx, loginVerifySend, async (request) => sendSecondFactorCode(ctx, callerOf(request), request.body), { config });
  route(app, ctx, loginVerify, async (request) => verifySecondFactor(ctx, callerOf(request), request.body), { config });

  route(app, ctx, logout, async (request) => {
    await ctx.sessions.revoke(sessionOf(request).sessionId);
    return null;
  });
}
