import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from './api-error';

/**
 * The window of the auth calls' limit: 5 minutes, what the refusal says (`rate.limited`: "please try
 * again after 5 minutes", spec §9's "retry after 5 minutes").
 */
export const RATE_LIMIT_WINDOW_MS = 5 * 60_000;

/**
 * Rate limiting of the auth calls (login, register, captcha, …) per client IP, each call with its own
 * budget. Registered with `global: false`: only routes that carry `config.rateLimit` are limited. The
 * counts live in the database (table `rate_limit`), so all instances on one database share one limit.
 */
export async function registerRateLimit(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    errorResponseBuilder: () => new ApiError(429, 'rate.limited', 'rate.limited'),
  });
}

/** Route `config` for an auth call: at most `perWindow` requests per 5 minutes per IP. */
export function authRateLimit(perWindow: number) {
  return { rateLimit: { max: perWindow, timeWindow: RATE_LIMIT_WINDOW_MS } };
}

/**
 * A store for @fastify/rate-limit on the portal's database (SQLite or PostgreSQL; one code path, one
 * write per limited request). A window starts with a client's first request; a refused request starts
 * it again, so every 429 says `Retry-After: 300`, the wait its message names, and a client that keeps
 * hammering stays refused. The plugin asks the store for a child per route.
 */
function databaseStore(db: Kysely<Database>) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** `<METHOD> <url>` of the route this child counts for; the plugin's root store counts nothing. */
    private route = '';
    private lastSweep = 0;

    incr(client: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      this.hit(client, timeWindow, max).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      // The plugin passes the route's own options as `routeInfo` (its Redis store reads them the same way).
      const { method, url } = (options as { routeInfo: { method: string | string[]; url: string } }).routeInfo;
      const store = new DatabaseRateLimitStore();
      store.route = `${[method].flat().join(',')} ${url}`;
      return store;
    }

    /** Counts one request in one statement (an atomic upsert), so parallel requests cannot all slip in. */
    private async hit(client: string, windowMs: number, max: number): Promise<{ current: number; ttl: number }> {
      const now = Date.now();
      const start = new Date(now).toISOString();
      const expired = new Date(now - windowMs).toISOString();
      if (now - this.lastSweep >= windowMs) {
        // Windows that are over count as nothing; drop their rows once a window per route and instance.
        this.lastSweep = now;
        await db.deleteFrom('rate_limit').where('route', '=', this.route).where('window_start', '<=', expired).execute();
      }
      const row = await db
        .insertInto('rate_limit')
        .values({ route: this.route, client, window_start: start, hits: 1 })
        .onConflict((oc) =>
          oc.columns(['route', 'client']).doUpdateSet({
            // Both right-hand sides read the row as it was before this request.
            hits: sql<number>`CASE WHEN rate_limit.window_start <= ${expired} THEN 1 ELSE rate_limit.hits + 1 END`,
            window_start: sql<string>`CASE WHEN rate_limit.window_start <= ${expired} OR rate_limit.hits >= ${max} THEN ${start} ELSE rate_limit.window_start END`,
          }),
        )
        .returning(['hits', 'window_start'])
        .executeTakeFirstOrThrow();
      // Clamped: another instance's clock may be a little ahead or behind.
      const ttl = Math.min(windowMs, Math.max(0, Date.parse(row.window_start) + windowMs - now));
      return { current: Number(row.hits), ttl };
    }
  };
}
