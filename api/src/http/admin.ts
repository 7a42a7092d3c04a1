import type { FastifyRequest } from 'fastify';
import { secretsEqual } from '../crypto/token';
import { ApiError } from './api-error';

/**
 * Ops endpoints (status pages, wallet adjustments) answer only to the ADMIN_TOKEN of the running
 * server; a module registers them only when that token is set.
 */
export function requireAdminToken(expected: string) {
  return async function adminHook(request: FastifyRequest): Promise<void> {
    const raw = request.headers['admin-token'];
    const given = Array.isArray(raw) ? raw[0] : raw;
    if (!given) throw new ApiError(401, 'admin.unauthorized', 'admin.unauthorized');
    if (!secretsEqual(given, expected)) throw new ApiError(403, 'admin.forbidden', 'admin.forbidden');
  };
}
