import type { FastifyInstance } from 'fastify';
import { adminOutbox } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { requireAdminToken } from '../http/admin';
import { merchantOf } from '../http/request-context';
import { route } from '../http/route';
import { outboxFor } from './service';

/** Ops (and the e2e suite) read what was sent: `GET /wps/admin/outbox?to=`. Only with ADMIN_TOKEN. */
export async function outboxAdminRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;

  route(app, ctx, adminOutbox, async (request) => outboxFor(ctx.db, merchantOf(request).id, request.query.to), {
    onRequest: requireAdminToken(adminToken),
  });
}
