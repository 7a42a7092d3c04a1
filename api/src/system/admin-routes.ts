import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { requireAdminToken } from '../http/admin';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/request-context';
import { writeSetting } from './queries';
import { adminRegionBlockSchema, adminStatusSchema, type RegionBlockBody, type StatusBody } from './schemas';
import { normalizeIp } from './service';

/*
 * Ops endpoints that switch the status pages on a running server (the e2e suite drives them).
 * They exist only when ADMIN_TOKEN is set; otherwise they are not registered at all and answer 404.
 */

export async function adminRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;
  const onRequest = requireAdminToken(adminToken);

  app.put<{ Body: StatusBody }>('/wps/admin/system/status', { schema: adminStatusSchema, onRequest }, async (request) => {
    const body = request.body;
    const value = {
      status: body.status,
      title: body.title ?? null,
      message: body.message ?? null,
      maintenanceEnd: body.maintenanceEnd ? new Date(body.maintenanceEnd).toISOString() : null,
    };
    await writeSetting(ctx.db, merchantOf(request).id, 'status', value);
    request.log.info({ status: value.status }, 'system status changed');
    return ok(value);
  });

  app.put<{ Body: RegionBlockBody }>('/wps/admin/system/regionBlock', { schema: adminRegionBlockSchema, onRequest }, async (request) => {
    const ips = [...new Set(request.body.ips.map(normalizeIp))];
    await writeSetting(ctx.db, merchantOf(request).id, 'regionBlock', { ips });
    request.log.info({ count: ips.length }, 'region block list changed');
    return ok({ ips });
  });
}
