import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { requireAdminToken } from '../http/admin';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/request-context';
import { adminOutboxSchema } from './schemas';
import { outboxFor } from './service';

/** Ops (and the e2e suite) read what was sent: `GET /wps/admin/outbox?to=`. Only with ADMIN_TOKEN. */
export async function outboxAdminRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;

  app.get<{ Querystring: { to?: string } }>('/wps/admin/outbox', { schema: adminOutboxSchema, onRequest: requireAdminToken(adminToken) }, async (request) =>
    ok(await outboxFor(ctx.db, merchantOf(request).id, request.query.to)),
  );
}
