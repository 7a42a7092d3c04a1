import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/**
 * Rate limiting of the auth calls (login, register, captcha) per client IP. Registered with
 * `global: false`: only routes that carry `config.rateLimit` are limited.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, 'rate.limited', 'rate.limited'),
  });
}

export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Route `config` for an auth call: at most `perMinute` requests per minute per IP. */
export function authRateLimit(perMinute: number) {
  return { rateLimit: { max: perMinute, timeWindow: RATE_LIMIT_WINDOW_MS } };
}
