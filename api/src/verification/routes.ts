import type { FastifyInstance } from 'fastify';
import { sendBindEmail as sendBindEmailEndpoint, sendBindSms as sendBindSmsEndpoint, sendNoLoginSms as sendNoLoginSmsEndpoint, sendRegisterSms as sendRegisterSmsEndpoint } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { sendBindEmail, sendBindSms, sendNoLoginSms, sendRegisterSms } from './service';

export async function verificationRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const config = authRateLimit(ctx.config.authRateLimit);

  route(app, ctx, sendRegisterSmsEndpoint, async (request) => sendRegisterSms(ctx, callerOf(request), request.body), { config });
  route(app, ctx, sendNoLoginSmsEndpoint, async (request) => sendNoLoginSms(ctx, callerOf(request), request.body), { config });

  // Security centre (T): codes that prove a new number or address before /wps/member/bind/*.
  route(app, ctx, sendBindSmsEndpoint, async (request) => sendBindSms(ctx, callerOf(request), sessionOf(request), request.body), { config });
  route(app, ctx, sendBindEmailEndpoint, async (request) => sendBindEmail(ctx, callerOf(request), sessionOf(request), request.body), { config });
}
