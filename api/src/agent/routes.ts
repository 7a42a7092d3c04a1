import type { FastifyInstance } from 'fastify';
import {
  agentAffiliate,
  agentCreateLink,
  agentDisableLink,
  agentDownline,
  agentDownlineMember,
  agentDownlineTransactions,
  agentIncome as agentIncomeEndpoint,
  agentLinks,
  agentOpenAccount,
  agentRedEnvelope,
  agentTeamBetting,
  agentTeamOverview,
  agentTeamProfit,
  agentTransferDownline,
} from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { languageOf } from '../http/language';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, merchantOf } from '../http/request-context';
import { route } from '../http/route';
import { createLink, disableLink, listLinks } from './links';
import { openAccount } from './opening';
import { callingAgent } from './scope';
import { affiliateAgent } from './service';
import { agentIncome, downlineDetail, downlineList, teamBetting, teamOverview, teamProfit, teamTransactions } from './team-service';
import { sendRedEnvelope, transferToDownline } from './transfers';

export async function agentRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const authLimit = { config: authRateLimit(ctx.config.authRateLimit) };
  // Rate limited like the auth calls: it tells whether a code exists, so it must not be enumerable.
  route(app, ctx, agentAffiliate, async (request) => affiliateAgent(ctx.db, merchantOf(request).id, request.query.code), authLimit);

  // The agent centre's team: each call reads the calling agent's own subtree (scope.ts).
  route(app, ctx, agentTeamOverview, async (request) => teamOverview(ctx.db, callingAgent(request), request.query));
  route(app, ctx, agentDownline, async (request) => downlineList(ctx.db, callingAgent(request), request.query));
  route(app, ctx, agentDownlineMember, async (request) => downlineDetail(ctx.db, callingAgent(request), request.params.memberId));
  route(app, ctx, agentTeamBetting, async (request) => teamBetting(ctx.db, callingAgent(request), request.query));
  route(app, ctx, agentTeamProfit, async (request) => teamProfit(ctx.db, callingAgent(request), request.query));
  route(app, ctx, agentIncomeEndpoint, async (request) => agentIncome(ctx.db, callingAgent(request), request.query));
  route(app, ctx, agentDownlineTransactions, async (request) => teamTransactions(ctx.db, callingAgent(request), request.query, languageOf(request)));

  // Growing the team. Account opening is a registration without a captcha: rate limited as one.
  route(app, ctx, agentOpenAccount, async (request) => openAccount(ctx, callerOf(request), callingAgent(request), request.body), authLimit);
  route(app, ctx, agentLinks, async (request) => listLinks(ctx.db, callingAgent(request), request.query));
  route(app, ctx, agentCreateLink, async (request) => createLink(ctx.db, callingAgent(request), request.body));
  route(app, ctx, agentDisableLink, async (request) => disableLink(ctx.db, callingAgent(request), request.params.linkId));

  // Funding it: the agent's MAIN to its direct downline, through the ledger (transfers.ts).
  route(app, ctx, agentTransferDownline, async (request) => transferToDownline(ctx, callingAgent(request), request.body));
  route(app, ctx, agentRedEnvelope, async (request) => sendRedEnvelope(ctx, callingAgent(request), request.body));
}
