import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { requireSession } from '../http/auth';
import { decryptBody } from '../http/encrypted';
import { ok } from '../http/envelope';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, sessionOf } from '../http/request-context';
import { languageSchema, memberInfoSchema, mobileRegisterSchema, registerSchema, type LanguageBody, type MobileRegisterBody, type RegisterBody } from './schemas';
import { memberInfo, register, registerByMobile, setLanguage } from './service';

export async function memberRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const config = authRateLimit(ctx.config.authRateLimit);
  const preValidation = decryptBody(ctx.transportKey);

  app.put<{ Body: RegisterBody }>('/wps/member/register', { schema: registerSchema, config, preValidation }, async (request) =>
    ok(await register(ctx, callerOf(request), request.body)),
  );

  app.put<{ Body: MobileRegisterBody }>('/wps/member/register/mobile', { schema: mobileRegisterSchema, config, preValidation }, async (request) =>
    ok(await registerByMobile(ctx, callerOf(request), request.body)),
  );

  app.get('/wps/member/info', { schema: memberInfoSchema, onRequest: requireSession(ctx.sessions) }, async (request) =>
    ok(memberInfo(sessionOf(request))),
  );

  app.put<{ Body: LanguageBody }>('/wps/member/language', { schema: languageSchema, onRequest: requireSession(ctx.sessions) }, async (request) =>
    ok(await setLanguage(ctx, sessionOf(request), request.body)),
  );
}
