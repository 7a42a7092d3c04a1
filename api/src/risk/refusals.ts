import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ApiError } from '../http/api-error';
import { recordRisk, riskOf } from './events';

/**
 * The error handler's hook (server.ts): a refusal marked as an abuse (withRisk) is recorded once the
 * transaction it was thrown in has rolled back.
 */
export function recordRefusedAbuse(db: Kysely<Database>) {
  return async (error: ApiError, request: FastifyRequest): Promise<void> => {
    const risk = riskOf(error);
    if (!risk || !request.merchant) return;
    try {
      await recordRisk(db, request.merchant.id, risk);
    } catch (failure) {
      // The refusal still stands and is answered; only its record is lost, and the log says so.
      request.log.error({ err: failure, risk }, 'risk event not recorded');
    }
  };
}
