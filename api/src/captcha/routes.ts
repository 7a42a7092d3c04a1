import type { FastifyInstance } from 'fastify';
import { captcha } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { route } from '../http/route';
import { issueCaptcha } from './service';

export async function captchaRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  route(app, ctx, captcha, async (request) => issueCaptcha(ctx.db, request.query.key), { config: authRateLimit(ctx.config.authRateLimit) });
}
