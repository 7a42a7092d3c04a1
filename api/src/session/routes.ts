import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { requireSession } from '../http/auth';
import { decryptBody } from '../http/encrypted';
import { ok } from '../http/envelope';
import { authRateLimit } from '../http/rate-limit';
import { clientIp, merchantOf, sessionOf } from '../http/request-context';
import { loginSchema, logoutSchema, rsaKeySchema, type LoginBody } from './schemas';
import { login } from './service';

export async function sessionRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  app.get('/wps/session/key/rsa', { schema: rsaKeySchema }, async () => ok(ctx.transportKey.publicKeyBase64));

  app.post<{ Body: LoginBody }>(
    '/wps/session/login',
    { schema: loginSchema, config: authRateLimit(ctx.config.authRateLimit), preValidation: decryptBody(ctx.transportKey) },
    async (request) => ok(await login(ctx, merchantOf(request), request.body, clientIp(request))),
  );

  app.delete('/wps/session/logout', { schema: logoutSchema, onRequest: requireSession(ctx.sessions) }, async (request) => {
    await ctx.sessions.revoke(sessionOf(request).sessionId);
    return ok(null);
  });
}
