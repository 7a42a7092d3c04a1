import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { ok } from '../http/envelope';
import { authRateLimit } from '../http/rate-limit';
import { issueCaptcha } from './service';
import { captchaSchema } from './schemas';

export async function captchaRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  app.get<{ Querystring: { key: string } }>(
    '/wps/captcha',
    { schema: captchaSchema, config: authRateLimit(ctx.config.authRateLimit) },
    async (request) => ok(await issueCaptcha(ctx.db, request.query.key)),
  );
}
