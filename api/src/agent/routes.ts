import type { FastifyInstance } from 'fastify';
import {
  agentAffiliate,
  agentDownline,
  agentDownlineMember,
  agentDownlineTransactions,
  agentIncome as agentIncomeEndpoint,
  agentTeamBetting,
  agentTeamOverview,
  agentTeamProfit,
} from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { merchantOf } from '../http/request-context';
import { route } from '../http/route';
import { callingAgent } from './scope';
import { affiliateAgent } from './service';
import { agentIncome, downlineDetail, downlineList, teamBetting, teamOverview, teamProfit, teamTransactions } from './team-service';

export async function agentRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  // Rate limited like the auth calls: it tells whether a code exists, so it must not be enumerable.
  route(app, ctx, agentAffiliate, async (request) => affiliateAgent(ctx.db, merchantOf(request).id, request.query.code), {
    config: authRateLimit(ctx.config.authRateLimit),
  });

  // The agent centre's team: each call reads the calling agent's own subtree (scope.ts).
  route(app, ctx, agentTeamOverview, async (request) => teamOverview(ctx.db, callingAgent(request), request.query));
  route(app, ctx, agentDownline, async (request) => downlineList(ctx.db, callingAgent(request), request.query));
  route(app, ctx, agentDownlineMember, async (request) => downlineDetail(ctx.db, callingAgent(request), request.params.memberId));
  route(app, ctx, agentTeamBetting, async (request) => teamBetting(ctx.db, callingAgent(request), request.query));
  route(app, ctx, agentTeamProfit, async (request) => teamProfit(ctx.db, callingAgent(request), request.query));
  route(app, ctx, agentIncomeEndpoint, async (request) => agentIncome(ctx.db, callingAgent(request), request.query));
  route(app, ctx, agentDownlineTransactions, async (request) => teamTransactions(ctx.db, callingAgent(request), request.query));
}
