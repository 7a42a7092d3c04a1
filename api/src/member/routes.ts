import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { requireSession } from '../http/auth';
import { decryptBody } from '../http/encrypted';
import { ok } from '../http/envelope';
import { authRateLimit } from '../http/rate-limit';
import { clientIp, merchantOf, sessionOf } from '../http/request-context';
import { memberInfoSchema, registerSchema, type RegisterBody } from './schemas';
import { memberInfo, register } from './service';

export async function memberRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  app.put<{ Body: RegisterBody }>(
    '/wps/member/register',
    { schema: registerSchema, config: authRateLimit(ctx.config.authRateLimit), preValidation: decryptBody(ctx.transportKey) },
    async (request) => ok(await register(ctx, merchantOf(request), request.body, clientIp(request))),
  );

  app.get('/wps/member/info', { schema: memberInfoSchema, onRequest: requireSession(ctx.sessions) }, async (request) =>
    ok(memberInfo(sessionOf(request))),
  );
}
