import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { optionalSession } from '../http/auth';
import { ok } from '../http/envelope';
import { authRateLimit } from '../http/rate-limit';
import { callerOf } from '../http/request-context';
import { feedbackSchema, type FeedbackBody } from './schemas';
import { submitFeedback } from './service';

export async function feedbackRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  app.put<{ Body: FeedbackBody }>(
    '/wps/feedback',
    { schema: feedbackSchema, config: authRateLimit(ctx.config.authRateLimit), onRequest: optionalSession(ctx.sessions) },
    async (request) => ok(await submitFeedback(ctx, callerOf(request), request.session, request.body)),
  );
}
