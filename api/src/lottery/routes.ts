import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminRunLottery,
  lotteryBetting,
  lotteryCancelSuborders,
  lotteryGameMenu,
  lotteryGameMenus,
  lotteryMyOpenedNumeros,
  lotteryNearNumero,
  lotteryOpenedNumeros,
  lotteryRecentGames,
  lotteryTodayOrders,
  lotteryTrend,
  lotteryVerify,
} from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { requireAdminToken } from '../http/admin';
import { validationFailed } from '../http/api-error';
import { sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { cancelBets, placeSlip } from './betting';
import { runLotteryJobs } from './jobs';
import { drawHistory, gameList, gameMenus, myOpened, nearNumero, recentGames, todayOrders, trend, verifyDraw } from './reads';

/** The lottery's calls (docs/wire-contract.md "Lottery"): menus, draws and results for everyone; bets and orders for formal accounts. */
export async function lotteryRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const me = (request: FastifyRequest) => sessionOf(request).member;
  // The server's clock (injectable: tests and demos pin it), never the machine's directly.
  const clock = () => new Date(ctx.config.now());

  route(app, ctx, lotteryGameMenus, async (request) => gameList(request.query.prizeMode));
  route(app, ctx, lotteryGameMenu, async (request) => gameMenus(request.query.prizeMode));
  route(app, ctx, lotteryNearNumero, async (request) => nearNumero(ctx, request.query.gameId, clock()));
  route(app, ctx, lotteryOpenedNumeros, async (request) => drawHistory(ctx, request.query));
  route(app, ctx, lotteryVerify, async (request) => verifyDraw(request.query));
  route(app, ctx, lotteryTrend, async (request) => trend(ctx, request.query.gameId, request.query.draws));

  route(app, ctx, lotteryRecentGames, async (request) => recentGames(ctx, me(request).id));
  route(app, ctx, lotteryMyOpenedNumeros, async (request) => myOpened(ctx, me(request).id));
  route(app, ctx, lotteryBetting, async (request) => placeSlip(ctx, { memberId: me(request).id, merchantId: me(request).merchant_id }, request.body, clock));
  route(app, ctx, lotteryTodayOrders, async (request) => todayOrders(ctx, me(request).id, request.query, clock()));
  route(app, ctx, lotteryCancelSuborders, async (request) => cancelBets(ctx, me(request).id, request.body.betIds, clock()));
}

/** Ops: the draw job as of a time (e2e and demos move a draw along); every draw is still drawn and settled once. */
export async function lotteryAdminRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;
  route(app, ctx, adminRunLottery, async (request) => {
    const asOf = new Date(request.body.asOf ?? ctx.config.now());
    if (Number.isNaN(asOf.getTime())) throw validationFailed('asOf', 'validation.date');
    const report = await runLotteryJobs(ctx, asOf);
    request.log.info({ asOf: asOf.toISOString(), lottery: report }, 'lottery jobs run by ops');
    return report;
  }, { onRequest: requireAdminToken(adminToken) });
}
