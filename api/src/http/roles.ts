import type { FastifyRequest } from 'fastify';
import { roleOfMemberType, type AccountRole, type CallerRoles } from '@portal/shared/contracts';
import { ApiError } from './api-error';
import { sessionOf } from './request-context';

/**
 * Why an account of `role` may not make a call that lets in `roles` (spec §6), or null when it may.
 * The sets are closed (the contract's endpoint.ts), so a refused account lacks one of two things: a
 * formal account (a trial one hears 'please register or log in to a formal account', `member.trial`,
 * as the front end words it) or an agent's (an agents' call: 'not an agent'). A type with no role
 * (`null`: none can log in) is refused everything. The route map's table of roles is written from this.
 */
export function roleRefusal(roles: CallerRoles, role: AccountRole | null): ApiError | null {
  const allowed: readonly AccountRole[] = roles;
  if (role === null) return new ApiError(403, 'forbidden', 'forbidden');
  if (allowed.includes(role)) return null;
  if (allowed.includes('member')) return new ApiError(403, 'member.trial', 'member.trial');
  return new ApiError(403, 'member.not.agent', 'member.not.agent');
}

/** onRequest hook of a T call, after the session's: the endpoint's `roles` decide (403 otherwise). */
export function requireRole(roles: CallerRoles) {
  return async function roleHook(request: FastifyRequest): Promise<void> {
    const refusal = roleRefusal(roles, roleOfMemberType(sessionOf(request).member.type));
    if (refusal) throw refusal;
  };
}
