import type { FastifyInstance } from 'fastify';
import { submitFeedback as submitFeedbackEndpoint } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { callerOf } from '../http/request-context';
import { route } from '../http/route';
import { submitFeedback } from './service';

export async function feedbackRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  route(app, ctx, submitFeedbackEndpoint, async (request) => submitFeedback(ctx, callerOf(request), request.session, request.body), {
    config: authRateLimit(ctx.config.authRateLimit),
  });
}
