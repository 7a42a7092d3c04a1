import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { ok } from '../http/envelope';
import { authRateLimit } from '../http/rate-limit';
import { merchantOf } from '../http/request-context';
import { affiliateSchema, type AffiliateQuery } from './schemas';
import { affiliateAgent } from './service';

export async function agentRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  // Rate limited like the auth calls: it tells whether a code exists, so it must not be enumerable.
  app.get<{ Querystring: AffiliateQuery }>('/wps/agent/affiliate', { schema: affiliateSchema, config: authRateLimit(ctx.config.authRateLimit) }, async (request) =>
    ok(await affiliateAgent(ctx.db, merchantOf(request).id, request.query.code)),
  );
}
