import type { FastifyInstance } from 'fastify';
import { bindEmail as bindEmailEndpoint, bindMobile as bindMobileEndpoint, loginHistory as loginHistoryEndpoint, memberProfile, updateProfile as updateProfileEndpoint } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { bindEmail, bindMobile, loginHistory, readProfile, updateProfile } from './profile-service';

/** Security centre: profile, bindings, login history. Every call is a T call. */
export async function profileRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const config = authRateLimit(ctx.config.authRateLimit);

  route(app, ctx, memberProfile, async (request) => readProfile(ctx, sessionOf(request).member.id));
  route(app, ctx, updateProfileEndpoint, async (request) => updateProfile(ctx, sessionOf(request), request.body));
  route(app, ctx, bindMobileEndpoint, async (request) => bindMobile(ctx, callerOf(request), sessionOf(request), request.body), { config });
  route(app, ctx, bindEmailEndpoint, async (request) => bindEmail(ctx, callerOf(request), sessionOf(request), request.body), { config });
  route(app, ctx, loginHistoryEndpoint, async (request) => loginHistory(ctx, sessionOf(request), request.query));
}
