import type { FastifyInstance } from 'fastify';
import { adminWalletAdjust, CURRENCY } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { requireAdminToken } from '../http/admin';
import { ApiError } from '../http/api-error';
import { merchantOf } from '../http/request-context';
import { memberByAccount } from '../member';
import { route } from '../http/route';

/**
 * A manual adjustment by ops (a goodwill credit, a correction). It goes through the ledger like every
 * other movement: one entry, idempotent on its key, never below zero.
 */
export async function walletAdminRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;

  route(app, ctx, adminWalletAdjust, async (request) => {
    const { account, amount, reason, idempotencyKey } = request.body;
    const member = await memberByAccount(ctx.db, merchantOf(request).id, account);
    if (!member) throw new ApiError(404, 'not.found', 'not.found');
    const { entry, replayed } = await ctx.ledger.post({ memberId: member.id, amount, kind: 'adjustment', reference: reason, idempotencyKey, currency: CURRENCY });
    request.log.info({ account: member.account, amount, replayed }, 'wallet adjusted by ops');
    return { balance: entry.balanceAfter, replayed };
  }, { onRequest: requireAdminToken(adminToken) });
}
