import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminDecidePointExchange,
  getPointReward,
  MCS2_convertPoint,
  MCS2_getPointBalance,
  MCS2_getPointConfig,
  MCS2_getRedeemPointList,
  MCS2_redeemPointReward,
  ODSFE2_MemTransDet,
} from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { requireAdminToken } from '../http/admin';
import { ApiError } from '../http/api-error';
import { languageOf } from '../http/language';
import { merchantOf, sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { accruePoints } from './account';
import { goodArtSvg } from './art';
import { POINT_CONFIG } from './config';
import { decideExchange } from './decide';
import { convertPoints, redeemGood } from './exchange';
import { listEntries, listExchanges, listGoods } from './reads';

const artSchema = {
  params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[a-z0-9-]{1,40}\\.svg$' } } },
} as const;

/** The points mall's calls (docs/wire-contract.md "Points"), all for formal accounts; accrual happens on read. */
export async function pointsRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const me = (request: FastifyRequest) => sessionOf(request).member.id;
  const now = () => new Date();

  route(app, ctx, MCS2_getPointBalance, async (request) => {
    const account = await accruePoints(ctx.db, me(request), now().toISOString());
    return { points: account.points, earned: account.earned, validBetCounted: account.validBet };
  });
  route(app, ctx, getPointReward, async (request) => listGoods(ctx.db, merchantOf(request).id, languageOf(request)));
  route(app, ctx, MCS2_getRedeemPointList, async (request) => listExchanges(ctx.db, me(request), languageOf(request)));
  route(app, ctx, MCS2_getPointConfig, async () => POINT_CONFIG);
  route(app, ctx, ODSFE2_MemTransDet, async (request) => {
    await accruePoints(ctx.db, me(request), now().toISOString());
    return listEntries(ctx.db, me(request));
  });
  route(app, ctx, MCS2_redeemPointReward, async (request) => redeemGood(ctx, me(request), merchantOf(request).id, request.body, languageOf(request), now()));
  route(app, ctx, MCS2_convertPoint, async (request) => convertPoints(ctx, me(request), request.body, languageOf(request), now()));

  // A good's picture: not a call of the contract (it answers an SVG), and only for a good that exists.
  app.get<{ Params: { file: string } }>('/wps/asset/point-good/:file', { schema: artSchema }, async (request, reply) => {
    const code = request.params.file.slice(0, -'.svg'.length);
    const good = await ctx.db.selectFrom('point_good').select('id').where('merchant_id', '=', merchantOf(request).id).where('code', '=', code).executeTakeFirst();
    if (!good) throw new ApiError(404, 'not.found', 'not.found');
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(goodArtSvg(code));
  });
}

/** Ops: approve (confirm) or reject a goods exchange; a rejection refunds points, stock and cash once. */
export async function pointsAdminRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;
  route(app, ctx, adminDecidePointExchange, async (request) => {
    const answer = await decideExchange(ctx, request.body, new Date());
    request.log.info({ pointExchange: answer.orderNo, status: answer.status }, 'points exchange decided by ops');
    return answer;
  }, { onRequest: requireAdminToken(adminToken) });
}
