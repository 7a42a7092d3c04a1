import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { requireSession } from '../http/auth';
import { decryptBody } from '../http/encrypted';
import { ok } from '../http/envelope';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, sessionOf } from '../http/request-context';
import {
  bindEmailSchema,
  bindMobileSchema,
  loginHistorySchema,
  profileSchema,
  updateProfileSchema,
  type BindEmailBody,
  type BindMobileBody,
  type LoginHistoryQuery,
  type ProfileBody,
} from './profile-schemas';
import { bindEmail, bindMobile, loginHistory, readProfile, updateProfile } from './profile-service';

/** Security centre (issue 5): profile, bindings, login history. Every call is a T call. */
export async function profileRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const onRequest = requireSession(ctx.sessions);
  const preValidation = decryptBody(ctx.transportKey);
  const config = authRateLimit(ctx.config.authRateLimit);

  app.get('/wps/member/profile', { schema: profileSchema, onRequest }, async (request) => ok(await readProfile(ctx, sessionOf(request).member.id)));

  app.put<{ Body: ProfileBody }>('/wps/member/profile', { schema: updateProfileSchema, onRequest }, async (request) =>
    ok(await updateProfile(ctx, sessionOf(request), request.body)),
  );

  app.post<{ Body: BindMobileBody }>('/wps/member/bind/mobile', { schema: bindMobileSchema, config, onRequest, preValidation }, async (request) =>
    ok(await bindMobile(ctx, callerOf(request), sessionOf(request), request.body)),
  );

  app.post<{ Body: BindEmailBody }>('/wps/member/bind/email', { schema: bindEmailSchema, config, onRequest, preValidation }, async (request) =>
    ok(await bindEmail(ctx, callerOf(request), sessionOf(request), request.body)),
  );

  app.get<{ Querystring: LoginHistoryQuery }>('/wps/member/loginHistory', { schema: loginHistorySchema, onRequest }, async (request) =>
    ok(await loginHistory(ctx, sessionOf(request), request.query)),
  );
}
