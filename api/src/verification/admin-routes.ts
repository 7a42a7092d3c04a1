import type { FastifyInstance } from 'fastify';
import { adminSmsQuota } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { requireAdminToken } from '../http/admin';
import { merchantOf } from '../http/request-context';
import { route } from '../http/route';
import { smsQuotaStatus } from './sms-limits';

/** Ops read what is left of the site's SMS quota today: `GET /wps/admin/sms/quota`. Only with ADMIN_TOKEN. */
export async function verificationAdminRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;
  route(app, ctx, adminSmsQuota, async (request) => smsQuotaStatus(ctx, merchantOf(request).id, Date.now()), { onRequest: requireAdminToken(adminToken) });
}
