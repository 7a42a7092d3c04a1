import type { FastifyInstance } from 'fastify';
import {
  agentAmendContract,
  agentContract,
  adminContractRules,
  adminSettleContracts,
  agentContractLimits,
  agentContractSettlements,
  agentContracts,
  agentOfferContract,
  agentTerminateContract,
  MCS2_processContractHourSalary,
  MCS2_processDailySalContract,
  MCS2_processDividendReq,
  MCSFE_processRealTimeSalaryContract,
} from '@portal/shared/contracts';
import { callingAgent } from '../agent';
import type { RouteOptions } from '../context';
import { sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { amendContract, answerContract, offerContract, uplineTermination } from './lifecycle';
import { runContractJobs } from './jobs';
import { contractDetail, contractLimits, listContracts, listSettlements } from './reads';
import { requireAdminToken } from '../http/admin';
import { merchantOf } from '../http/request-context';
import { updateContractRules } from './platform';
import { validationFailed } from '../http/api-error';

export async function contractRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  // The upline: always the session's agent; a contract id of anyone else's is 404 as an unknown one.
  route(app, ctx, agentContracts, async (request) => listContracts(ctx, callingAgent(request), request.query));
  route(app, ctx, agentContractLimits, async (request) => contractLimits(ctx, callingAgent(request), request.query));
  route(app, ctx, agentContractSettlements, async (request) => listSettlements(ctx, callingAgent(request), request.query));
  route(app, ctx, agentContract, async (request) => contractDetail(ctx, callingAgent(request), request.params.contractId));
  route(app, ctx, agentOfferContract, async (request) => offerContract(ctx, callingAgent(request), request.body));
  route(app, ctx, agentAmendContract, async (request) => amendContract(ctx, callingAgent(request), request.params.contractId, request.body));
  route(app, ctx, agentTerminateContract, async (request) => uplineTermination(ctx, callingAgent(request), request.params.contractId, request.body));

  // The downline (a member or an agent): its own contracts only, named as the platform names them.
  const me = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).member;
  route(app, ctx, MCS2_processDividendReq, async (request) =>
    answerContract(ctx, me(request), { kind: 'dividend', product: request.body.type }, request.body.status, request.body.confirmHigherRate));
  route(app, ctx, MCS2_processDailySalContract, async (request) =>
    answerContract(ctx, me(request), { kind: 'dailySalary', id: request.body.id }, request.body.status, request.body.confirmHigherRate));
  route(app, ctx, MCS2_processContractHourSalary, async (request) =>
    answerContract(ctx, me(request), { kind: 'hourlySalary', id: request.body.contractId }, request.body.status, request.body.confirmHigherRate));
  route(app, ctx, MCSFE_processRealTimeSalaryContract, async (request) =>
    answerContract(ctx, me(request), { kind: 'realtimeSalary', id: request.body.id }, request.body.status, request.body.confirmHigherRate));
}

/**
 * Ops: the settlement jobs as of a time (a day that just ended, for a demo or a check; each period is
 * settled once as always), and the site's contract rules.
 */
export async function contractAdminRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;
  route(app, ctx, adminSettleContracts, async (request) => {
    const asOf = request.body.asOf === undefined ? new Date() : new Date(request.body.asOf);
    if (Number.isNaN(asOf.getTime())) throw validationFailed('asOf', 'validation.date');
    const report = await runContractJobs(ctx, asOf);
    request.log.info({ asOf: asOf.toISOString(), contracts: report }, 'contract jobs run by ops');
    return report;
  }, { onRequest: requireAdminToken(adminToken) });
  route(app, ctx, adminContractRules, async (request) => {
    const rules = await updateContractRules(ctx.db, merchantOf(request).id, request.body);
    request.log.info({ contractRules: rules }, 'contract rules changed by ops');
    return rules;
  }, { onRequest: requireAdminToken(adminToken) });
}
