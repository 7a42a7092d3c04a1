import type { FastifyInstance } from 'fastify';
import {
  changePassword as changePasswordEndpoint,
  forgotPasswordByEmail,
  forgotPasswordByMobile,
} from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { changePassword, forgotByEmail, forgotByMobile } from './service';

export async function passwordRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const config = authRateLimit(ctx.config.authRateLimit);

  route(app, ctx, changePasswordEndpoint, async (request) => changePassword(ctx, sessionOf(request), request.body), { config });
  // Form-encoded (spec §7) or JSON: the urlencoded parser is registered for the whole API (server.ts).
  route(app, ctx, forgotPasswordByEmail, async (request) => forgotByEmail(ctx, callerOf(request), request.body), { config });
  route(app, ctx, forgotPasswordByMobile, async (request) => forgotByMobile(ctx, callerOf(request), request.body), { config });
}
