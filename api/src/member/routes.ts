import type { FastifyInstance } from 'fastify';
import { memberInfo as memberInfoEndpoint, register as registerEndpoint, registerByMobile as registerByMobileEndpoint, setMemberLanguage } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, sessionOf } from '../http/request-context';
import { languageOf } from '../http/language';
import { route } from '../http/route';
import { vipFlags } from '../vip';
import { memberInfo, register, registerByMobile, setLanguage } from './service';

export async function memberRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const config = authRateLimit(ctx.config.authRateLimit);

  route(app, ctx, registerEndpoint, async (request) => register(ctx, callerOf(request), request.body), { config });
  route(app, ctx, registerByMobileEndpoint, async (request) => registerByMobile(ctx, callerOf(request), request.body), { config });
  route(app, ctx, memberInfoEndpoint, async (request) => {
    const session = sessionOf(request);
    return memberInfo(session, await vipFlags(ctx, session.member, languageOf(request), new Date()));
  });
  route(app, ctx, setMemberLanguage, async (request) => setLanguage(ctx, sessionOf(request), request.body));
}
