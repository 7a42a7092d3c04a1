import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MCSFE_getMissionLeaderboard, MCSFE_getMissionMilestones, MCSFE_getMissionSummaryDetails } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { languageOf } from '../http/language';
import { sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { missionLeaderboard, missionMilestones, missionSummaries } from './reads';

/** The missions' calls (docs/wire-contract.md "Missions"): formal accounts only (spec §7 T, §6). */
export async function missionsRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const me = (request: FastifyRequest) => sessionOf(request).member;

  route(app, ctx, MCSFE_getMissionSummaryDetails, async (request) =>
    missionSummaries(ctx, me(request).merchant_id, me(request).id, request.query, languageOf(request), new Date()),
  );
  route(app, ctx, MCSFE_getMissionMilestones, async (request) => missionMilestones(ctx, me(request).merchant_id, me(request).id, request.query.missionId, new Date()));
  route(app, ctx, MCSFE_getMissionLeaderboard, async (request) => missionLeaderboard(ctx, me(request).merchant_id, me(request).id, request.query.missionId));
}
