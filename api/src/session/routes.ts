import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { requireSession } from '../http/auth';
import { decryptBody } from '../http/encrypted';
import { ok } from '../http/envelope';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, clientIp, merchantOf, sessionOf } from '../http/request-context';
import { loginSchema, logoutSchema, rsaKeySchema, verifySchema, verifySendSchema, type LoginBody } from './schemas';
import { login } from './service';
import { sendSecondFactorCode, verifySecondFactor, type VerifyBody, type VerifySendBody } from './two-factor';

export async function sessionRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const config = authRateLimit(ctx.config.authRateLimit);

  app.get('/wps/session/key/rsa', { schema: rsaKeySchema }, async () => ok(ctx.transportKey.publicKeyBase64));

  app.post<{ Body: LoginBody }>(
    '/wps/session/login',
    { schema: loginSchema, config, preValidation: decryptBody(ctx.transportKey) },
    async (request) => ok(await login(ctx, merchantOf(request), request.body, clientIp(request))),
  );

  // The second factor of a login from a new address (two-factor.ts), rate limited like the login.
  app.post<{ Body: VerifySendBody }>('/wps/session/login/verify/send', { schema: verifySendSchema, config }, async (request) =>
    ok(await sendSecondFactorCode(ctx, callerOf(request), request.body)),
  );
  app.post<{ Body: VerifyBody }>(
    '/wps/session/login/verify',
    { schema: verifySchema, config, preValidation: decryptBody(ctx.transportKey) },
    async (request) => ok(await verifySecondFactor(ctx, callerOf(request), request.body)),
  );

  app.delete('/wps/session/logout', { schema: logoutSchema, onRequest: requireSession(ctx.sessions) }, async (request) => {
    await ctx.sessions.revoke(sessionOf(request).sessionId);
    return ok(null);
  });
}
