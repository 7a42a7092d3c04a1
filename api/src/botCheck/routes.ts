import type { FastifyInstance } from 'fastify';
import { botCheckChallenge } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { callerOf } from '../http/request-context';
import { route } from '../http/route';
import { botCheckChallengeFor } from './service';

export async function botCheckRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  // One challenge per registration, SMS send or late login, each of those limited on its own: the
  // challenge may be asked as often as the three together.
  route(app, ctx, botCheckChallenge, async (request) => botCheckChallengeFor(ctx, callerOf(request), request.query.purpose), {
    config: authRateLimit(3 * ctx.config.authRateLimit),
  });
}
