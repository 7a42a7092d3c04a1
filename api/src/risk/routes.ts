import type { FastifyInstance } from 'fastify';
import { adminRisk } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { requireAdminToken } from '../http/admin';
import { merchantOf } from '../http/request-context';
import { route } from '../http/route';
import { listRisk } from './events';

/** Ops read the refused abuses: `GET /wps/admin/risk`. Only with ADMIN_TOKEN. */
export async function riskAdminRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;
  route(app, ctx, adminRisk, async (request) => listRisk(ctx.db, merchantOf(request).id, request.query), { onRequest: requireAdminToken(adminToken) });
}
