import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { ok } from '../http/envelope';
import { authRateLimit } from '../http/rate-limit';
import { callerOf } from '../http/request-context';
import { smsNoLoginSchema, smsRegisterSchema, type SmsNoLoginBody, type SmsRegisterBody } from './schemas';
import { sendNoLoginSms, sendRegisterSms } from './service';

export async function verificationRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const config = authRateLimit(ctx.config.authRateLimit);

  app.post<{ Body: SmsRegisterBody }>('/wps/verification/sms/register', { schema: smsRegisterSchema, config }, async (request) =>
    ok(await sendRegisterSms(ctx, callerOf(request), request.body)),
  );

  app.post<{ Body: SmsNoLoginBody }>('/wps/verification/sms/noLogin', { schema: smsNoLoginSchema, config }, async (request) =>
    ok(await sendNoLoginSms(ctx, callerOf(request), request.body)),
  );
}
