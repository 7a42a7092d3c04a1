import type { FastifyInstance } from 'fastify';
import { OPS_COOKIE, OPS_COOKIE_PATH, opsCreateOperator, opsMe, opsSignIn, opsSignOut } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { appendCookie, readCookie } from '../http/cookies';
import { authRateLimit } from '../http/rate-limit';
import { clientIp } from '../http/request-context';
import { route } from '../http/route';
import { createOperator, OPS_SESSION_TTL_MS, signIn, signOut } from './service';

/**
 * Operators' sign-in, sign-out and "who am I", and the creation of operators. Like every ops call they
 * exist only while ADMIN_TOKEN is set: the token creates the first operator and stays for scripts.
 * The session is a cookie the page never reads (httpOnly), sent only to the ops paths and only by
 * this site's own pages (SameSite=Strict), Secure over HTTPS.
 */
export async function opsRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  if (!ctx.config.adminToken) return;
  const cookie = (maxAgeSeconds: number) => ({ path: OPS_COOKIE_PATH, maxAgeSeconds, sameSite: 'Strict' as const });

  route(app, ctx, opsSignIn, async (request, reply) => {
    const { token, operator } = await signIn(ctx, request.body, clientIp(request));
    appendCookie(request, reply, OPS_COOKIE, token, cookie(OPS_SESSION_TTL_MS / 1000));
    request.log.info({ ops: { operator: operator.name } }, 'operator signed in');
    return operator;
  }, { config: authRateLimit(ctx.config.authRateLimit) });

  route(app, ctx, opsSignOut, async (request, reply) => {
    await signOut(ctx, readCookie(request, OPS_COOKIE));
    appendCookie(request, reply, OPS_COOKIE, '', cookie(0));
    return null;
  });

  route(app, ctx, opsMe, async (request) => {
    const token = readCookie(request, OPS_COOKIE);
    return token ? await ctx.operators.resolve(token) : null;
  });

  route(app, ctx, opsCreateOperator, async (request) => {
    const caller = request.opsCaller;
    const created = await createOperator(ctx, request.body, caller?.via === 'operator' ? caller.name : 'token');
    request.log.info({ ops: { created: created.name, roles: created.roles, by: caller?.via === 'operator' ? caller.name : 'token' } }, 'operator created');
    return created;
  });
}
