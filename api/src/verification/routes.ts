import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { requireSession } from '../http/auth';
import { ok } from '../http/envelope';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, sessionOf } from '../http/request-context';
import {
  emailBindSchema,
  smsBindSchema,
  smsNoLoginSchema,
  smsRegisterSchema,
  type EmailBindBody,
  type SmsBindBody,
  type SmsNoLoginBody,
  type SmsRegisterBody,
} from './schemas';
import { sendBindEmail, sendBindSms, sendNoLoginSms, sendRegisterSms } from './service';

export async function verificationRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const config = authRateLimit(ctx.config.authRateLimit);

  app.post<{ Body: SmsRegisterBody }>('/wps/verification/sms/register', { schema: smsRegisterSchema, config }, async (request) =>
    ok(await sendRegisterSms(ctx, callerOf(request), request.body)),
  );

  app.post<{ Body: SmsNoLoginBody }>('/wps/verification/sms/noLogin', { schema: smsNoLoginSchema, config }, async (request) =>
    ok(await sendNoLoginSms(ctx, callerOf(request), request.body)),
  );

  // Security centre (T): codes that prove a new number or address before /wps/member/bind/*.
  const onRequest = requireSession(ctx.sessions);

  app.post<{ Body: SmsBindBody }>('/wps/verification/sms/bind', { schema: smsBindSchema, config, onRequest }, async (request) =>
    ok(await sendBindSms(ctx, callerOf(request), sessionOf(request), request.body)),
  );

  app.post<{ Body: EmailBindBody }>('/wps/verification/email/bind', { schema: emailBindSchema, config, onRequest }, async (request) =>
    ok(await sendBindEmail(ctx, callerOf(request), sessionOf(request), request.body)),
  );
}
