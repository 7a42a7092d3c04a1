import type { FastifyInstance } from 'fastify';
import { agentAffiliate } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { merchantOf } from '../http/request-context';
import { route } from '../http/route';
import { affiliateAgent } from './service';

export async function agentRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  // Rate limited like the auth calls: it tells whether a code exists, so it must not be enumerable.
  route(app, ctx, agentAffiliate, async (request) => affiliateAgent(ctx.db, merchantOf(request).id, request.query.code), {
    config: authRateLimit(ctx.config.authRateLimit),
  });
}
