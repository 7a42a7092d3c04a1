import type { FastifyRequest } from 'fastify';
import { OPS_COOKIE, opsRoleOf, type OpsRole } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { secretsEqual } from '../crypto/token';
import { ApiError } from './api-error';
import { readCookie } from './cookies';

/** Who made an ops call: a script with the ADMIN_TOKEN, or a signed-in operator. */
export type OpsCaller = { via: 'token' } | { via: 'operator'; name: string; roles: OpsRole[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on ops calls (`caller: 'ops'`) once the token or the operator's session let the call in. */
    opsCaller: OpsCaller | null;
  }
}

const unauthorized = () => new ApiError(401, 'admin.unauthorized', 'admin.unauthorized');
const forbidden = () => new ApiError(403, 'admin.forbidden', 'admin.forbidden');

/**
 * The guard of every ops call (`caller: 'ops'`), added by route(): the `Admin-Token` header (scripts;
 * compared in constant time, a wrong one 403 whatever cookie comes with it), or else the operator
 * session's cookie, whose operator must hold the role the contract names for the path (`opsRoleOf`).
 * Neither: 401. The routes exist only while ADMIN_TOKEN is set.
 */
export function requireOps(ctx: AppContext, path: string) {
  const role = opsRoleOf(path);
  return async function opsHook(request: FastifyRequest): Promise<void> {
    const raw = request.headers['admin-token'];
    const given = Array.isArray(raw) ? raw[0] : raw;
    if (given) {
      const expected = ctx.config.adminToken;
      if (!expected || !secretsEqual(given, expected)) throw forbidden();
      request.opsCaller = { via: 'token' };
      return;
    }
    const token = readCookie(request, OPS_COOKIE);
    const operator = token ? await ctx.operators.resolve(token) : null;
    if (!operator) throw unauthorized();
    if (!operator.roles.includes(role)) throw new ApiError(403, 'ops.role.missing', 'ops.role.missing', { role }, null, { role });
    request.opsCaller = { via: 'operator', name: operator.name, roles: operator.roles };
  };
}

/**
 * Ops endpoints a module registers only when ADMIN_TOKEN is set. For a contract ops call, route()'s
 * guard (requireOps) has already let the caller in, token or operator; anything else needs the token.
 */
export function requireAdminToken(expected: string) {
  return async function adminHook(request: FastifyRequest): Promise<void> {
    if (request.opsCaller) return;
    const raw = request.headers['admin-token'];
    const given = Array.isArray(raw) ? raw[0] : raw;
    if (!given) throw unauthorized();
    if (!secretsEqual(given, expected)) throw forbidden();
  };
}

/**
 * The name an ops change records: a signed-in operator's own (whatever the body says), or the name a
 * script gives with the token.
 */
export function opsActor(request: FastifyRequest, given: string): string {
  const caller = request.opsCaller;
  return caller?.via === 'operator' ? caller.name : given;
}
