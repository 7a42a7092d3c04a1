import type { FastifyInstance } from 'fastify';
import { adminRunVip, MCSFE_claimManualRebate, MCSFE_getManualRebate, vipStatus } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { requireAdminToken } from '../http/admin';
import { validationFailed } from '../http/api-error';
import { languageOf } from '../http/language';
import { sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { refuseWhileExcluded } from '../protection';
import { runVipJobs } from './jobs';
import { claimManualRebate, manualRebate } from './rebate';
import { vipStatusOf } from './status';

/** The member's VIP status (`/wps/member/vip`, the VIP bonus page) and the manual rebate. */
export async function vipRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  route(app, ctx, vipStatus, async (request) => vipStatusOf(ctx, sessionOf(request).member, languageOf(request), new Date()));
  route(app, ctx, MCSFE_getManualRebate, async (request) => manualRebate(ctx, sessionOf(request).member));
  // A player on a break claims nothing until it ends.
  route(app, ctx, MCSFE_claimManualRebate, async (request) => claimManualRebate(ctx, sessionOf(request).member, new Date()), { preHandler: refuseWhileExcluded(ctx) });
}

/** Ops: `POST /wps/admin/vip/run {asOf}` runs the VIP job as of a time (only with ADMIN_TOKEN set). */
export async function vipAdminRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;
  route(app, ctx, adminRunVip, async (request) => {
    const asOf = request.body.asOf === undefined ? new Date() : new Date(request.body.asOf);
    if (Number.isNaN(asOf.getTime())) throw validationFailed('asOf', 'validation.date');
    const report = await runVipJobs(ctx, asOf);
    request.log.info({ asOf: asOf.toISOString(), vip: report }, 'vip jobs run by ops');
    return report;
  }, { onRequest: requireAdminToken(adminToken) });
}
