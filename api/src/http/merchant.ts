import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { merchantByCode } from '../site';
import { ApiError } from './api-error';

export const DEFAULT_MERCHANT = 'DEMO';

/** onRequest hook of every /wps and /lgw route: the `Merchant` header picks the site (default DEMO). */
export function resolveMerchant(db: Kysely<Database>) {
  return async function merchantHook(request: FastifyRequest): Promise<void> {
    const raw = request.headers.merchant;
    const code = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() || DEFAULT_MERCHANT;
    const merchant = code.length <= 32 ? await merchantByCode(db, code) : undefined;
    if (!merchant) throw new ApiError(400, 'merchant.unknown', 'merchant.unknown');
    request.merchant = merchant;
  };
}
