import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { requireSession } from '../http/auth';
import { decryptBody } from '../http/encrypted';
import { ok } from '../http/envelope';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, sessionOf } from '../http/request-context';
import {
  changePasswordSchema,
  forgotByEmailSchema,
  forgotByMobileSchema,
  type ChangePasswordBody,
  type ForgotByEmailBody,
  type ForgotByMobileBody,
} from './schemas';
import { changePassword, forgotByEmail, forgotByMobile } from './service';

export async function passwordRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const config = authRateLimit(ctx.config.authRateLimit);
  const preValidation = decryptBody(ctx.transportKey);

  app.post<{ Body: ChangePasswordBody }>(
    '/wps/member/password',
    { schema: changePasswordSchema, config, onRequest: requireSession(ctx.sessions), preValidation },
    async (request) => ok(await changePassword(ctx, sessionOf(request), request.body)),
  );

  // Form-encoded (spec §7) or JSON: the urlencoded parser is registered for the whole API (server.ts).
  app.post<{ Body: ForgotByEmailBody }>('/wps/member/password/email', { schema: forgotByEmailSchema, config }, async (request) =>
    ok(await forgotByEmail(ctx, callerOf(request), request.body)),
  );

  app.post<{ Body: ForgotByMobileBody }>('/wps/member/password/verification', { schema: forgotByMobileSchema, config, preValidation }, async (request) =>
    ok(await forgotByMobile(ctx, callerOf(request), request.body)),
  );
}
