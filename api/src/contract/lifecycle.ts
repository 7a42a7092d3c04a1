import type { AgentContract, AmendContractBody, ContractAnswer, ContractAnswerStatus, ContractKind, ContractProduct, ContractTier, OfferContractBody, TerminationBody } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { AgentContractRow, MemberRow } from '../db/schema';
import { isoNow } from '../db/time';
import { directDownlineMember } from '../agent';
import { ApiError, functionDisabled, validationFailed } from '../http/api-error';
import { memberById } from '../member';
import { whitelabelOf } from '../site';
import { isTopAgent, limitsOf } from './limits';
import { checkPlatformSalary, contractRulesOf } from './platform';
import { accountsOf, contractById, insertContract, liveContractOf, liveContractsGivenBy, parseTiers, recordEvent, updateContract, type ContractChange } from './queries';
import { checkTiers, checkWithinLimits, exceeds, highestRates, normalizeTiers, productOf, termsGiven } from './rules';
import { toContract } from './view';

/*
 * A contract's life (spec §4, DOMAIN "Agent contracts and salaries"). The upline offers (P) or amends
 * (E) and may ask to terminate (V); the downline accepts (A) or refuses (R), and answers or asks a
 * termination (C confirms, A keeps). Each step is one transaction on the contract's row, recorded in
 * `contract_event` with who and when. Every rate is checked here against what the offering side may
 * give (limits.ts); accepting terms below what the downline already gives its own downline needs the
 * downline's confirmation, and ends those contracts with the acceptance.
 */

export const contractNotFound = () => new ApiError(404, 'contract.not.found', 'contract.not.found');
const wrongState = () => new ApiError(409, 'contract.state', 'contract.state');
const alreadyHasOne = () => new ApiError(409, 'contract.exists', 'contract.exists', { field: 'kind' });

/** Every contract call needs AGENTPOLICY3 (spec §6: contracts only when the agent policy is on). */
export async function requireAgentPolicy(ctx: AppContext, merchantId: number): Promise<void> {
  if (!(await whitelabelOf(ctx.db, merchantId)).AGENTPOLICY3) throw functionDisabled();
}

export async function viewOf(ctx: AppContext, row: AgentContractRow): Promise<AgentContract> {
  return toContract(row, await accountsOf(ctx.db, [row.upline_id, row.downline_id]));
}

/** Terms the platform will pay (a top agent offers them) ask for real work in every tier (platform.ts). */
async function checkPaidForWork(db: AppContext['db'], agent: MemberRow, kind: ContractKind, tiers: readonly ContractTier[]): Promise<void> {
  if (await isTopAgent(db, agent)) checkPlatformSalary(kind, tiers, await contractRulesOf(db, agent.merchant_id), agent.id);
}

/** POST /wps/agent/contracts: a new offer to a direct downline. */
export async function offerContract(ctx: AppContext, agent: MemberRow, body: OfferContractBody): Promise<AgentContract> {
  await requireAgentPolicy(ctx, agent.merchant_id);
  const downline = await directDownlineMember(ctx.db, agent, body.downlineId);
  if (body.kind !== 'dividend' && body.product !== undefined && body.product !== 'CONS') throw validationFailed('product', 'contract.product');
  if (body.kind === 'dividend' && !body.period) throw validationFailed('period', 'contract.period');
  const product = productOf(body.kind, body.product);
  const tiers = normalizeTiers(body.kind, body.tiers);
  checkTiers(body.kind, tiers);
  await checkPaidForWork(ctx.db, agent, body.kind, tiers);
  checkWithinLimits(tiers, await limitsOf(ctx.db, agent, body.kind, product));
  const at = isoNow();
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      if (await liveContractOf(trx, downline.id, body.kind, product, ctx.dialect)) throw alreadyHasOne();
      const created = await insertContract(trx, { merchantId: agent.merchant_id, kind: body.kind, product, period: body.kind === 'dividend' ? body.period! : null, uplineId: agent.id, downlineId: downline.id, tiers, at });
      await recordEvent(trx, { contractId: created.id, action: 'offered', byMemberId: agent.id, status: 'P', tiers, at });
      return created;
    });
    return await viewOf(ctx, row);
  } catch (error) {
    // Two offers at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw alreadyHasOne();
    throw error;
  }
}

/**
 * A change of a contract the caller is the given side of, in one transaction on its locked row. Every
 * read inside `step` goes through its `trx` (SQLite has one connection: a read beside it would wait
 * for the transaction forever).
 */
async function changeContract(
  ctx: AppContext,
  find: (trx: AppContext['db']) => Promise<AgentContractRow | undefined>,
  step: (row: AgentContractRow, trx: AppContext['db'], at: string) => Promise<{ change: ContractChange; action: string; byMemberId: number } | null>,
): Promise<AgentContractRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await find(trx);
    if (!row) throw contractNotFound();
    const at = isoNow();
    const result = await step(row, trx, at);
    if (!result) return row;
    const changed = await updateContract(trx, row.id, result.change, at);
    await recordEvent(trx, { contractId: row.id, action: result.action, byMemberId: result.byMemberId, status: changed.status, tiers: parseTiers(result.change.proposed_tiers ?? result.change.tiers ?? null), at });
    return changed;
  });
}

const asUpline = (ctx: AppContext, agent: MemberRow, contractId: number) => async (trx: AppContext['db']) => {
  const row = await contractById(trx, contractId, ctx.dialect);
  return row && row.upline_id === agent.id ? row : undefined;
};

/** PUT /wps/agent/contracts/:id: new terms for a signed contract (E), or a changed offer not answered yet (P). */
export async function amendContract(ctx: AppContext, agent: MemberRow, contractId: number, body: AmendContractBody): Promise<AgentContract> {
  await requireAgentPolicy(ctx, agent.merchant_id);
  const row = await changeContract(ctx, asUpline(ctx, agent, contractId), async (current, trx) => {
    const kind = current.kind as ContractKind;
    if (!['P', 'E', 'A'].includes(current.status)) throw wrongState();
    if (kind === 'dividend' && body.period === undefined && current.status === 'P' && !current.proposed_period) throw validationFailed('period', 'contract.period');
    const tiers = normalizeTiers(kind, body.tiers);
    checkTiers(kind, tiers);
    await checkPaidForWork(trx, agent, kind, tiers);
    checkWithinLimits(tiers, await limitsOf(trx, agent, kind, current.product as ContractProduct));
    const period = kind === 'dividend' ? (body.period ?? current.proposed_period ?? current.period) : null;
    return {
      change: { status: current.status === 'P' ? 'P' : 'E', proposed_tiers: JSON.stringify(tiers), proposed_period: period },
      action: 'amended',
      byMemberId: agent.id,
    };
  });
  return viewOf(ctx, row);
}

/** PUT /wps/agent/contracts/:id/termination: V asks (an unanswered offer is withdrawn at once), C confirms the downline's ask, A keeps. */
export async function uplineTermination(ctx: AppContext, agent: MemberRow, contractId: number, body: TerminationBody): Promise<AgentContract> {
  await requireAgentPolicy(ctx, agent.merchant_id);
  const row = await changeContract(ctx, asUpline(ctx, agent, contractId), async (current, _trx, at) => {
    const byDownline = current.status === 'V' && current.termination_by === 'downline';
    if (body.status === 'V' && current.status === 'P') return { change: { status: 'C', proposed_tiers: null, proposed_period: null, ended_at: at }, action: 'withdrawn', byMemberId: agent.id };
    if (body.status === 'V' && (current.status === 'A' || current.status === 'E')) {
      return { change: { status: 'V', termination_by: 'upline', proposed_tiers: null, proposed_period: null }, action: 'termination.asked', byMemberId: agent.id };
    }
    if (body.status === 'C' && byDownline) return { change: { status: 'C', termination_by: null, ended_at: at }, action: 'terminated', byMemberId: agent.id };
    if (body.status === 'A' && byDownline) return { change: { status: 'A', termination_by: null }, action: 'kept', byMemberId: agent.id };
    throw wrongState();
  });
  return viewOf(ctx, row);
}

/** How the downline names the contract it answers: a dividend by product key, a salary by id. */
export type ContractLocator = { kind: 'dividend'; product: ContractProduct } | { kind: Exclude<ContractKind, 'dividend'>; id: number };

/**
 * The downline's answer (MCS2_processDividendReq and the others): A accept or keep, R refuse, C confirm
 * the upline's termination ask, V ask to terminate.
 */
export async function answerContract(ctx: AppContext, member: MemberRow, locator: ContractLocator, status: ContractAnswerStatus, confirmHigherRate = false): Promise<ContractAnswer> {
  await requireAgentPolicy(ctx, member.merchant_id);
  let higher = false;
  let ended = 0;
  const find = async (trx: AppContext['db']) => {
    const row =
      locator.kind === 'dividend' ? await liveContractOf(trx, member.id, 'dividend', locator.product, ctx.dialect) : await contractById(trx, locator.id, ctx.dialect);
    return row && row.downline_id === member.id && row.kind === locator.kind ? row : undefined;
  };
  const row = await changeContract(ctx, find, async (current, trx, at) => {
    const waiting = current.status === 'P' || current.status === 'E';
    const askedByUpline = current.status === 'V' && current.termination_by === 'upline';
    if (status === 'A' && waiting) {
      const proposed = parseTiers(current.proposed_tiers) ?? [];
      // The upline's own terms may have changed since it offered these.
      const upline = await memberById(trx, current.upline_id);
      if (!upline) throw contractNotFound();
      checkWithinLimits(proposed, await limitsOf(trx, upline, current.kind as ContractKind, current.product as ContractProduct));
      // Terms below what the member already gives its own downline: ask first, then end those contracts.
      const given = await liveContractsGivenBy(trx, member.id, current.kind as ContractKind, current.product as ContractProduct, ctx.dialect);
      const over = given.filter((contract) => exceeds(highestRates(termsGiven(contract)), highestRates(proposed)));
      if (over.length > 0 && !confirmHigherRate) {
        higher = true;
        return null;
      }
      for (const contract of over) {
        await updateContract(trx, contract.id, { status: 'C', termination_by: null, proposed_tiers: null, proposed_period: null, ended_at: at }, at);
        await recordEvent(trx, { contractId: contract.id, action: 'ended.uplineCut', byMemberId: member.id, status: 'C', tiers: null, at });
      }
      ended = over.length;
      return {
        change: { status: 'A', tiers: JSON.stringify(proposed), period: current.proposed_period, proposed_tiers: null, proposed_period: null, signed_at: at },
        action: 'signed',
        byMemberId: member.id,
      };
    }
    if (status === 'R' && current.status === 'P') return { change: { status: 'R', ended_at: at }, action: 'refused', byMemberId: member.id };
    // A refused amendment leaves the signed terms in force.
    if (status === 'R' && current.status === 'E') return { change: { status: 'A', proposed_tiers: null, proposed_period: null }, action: 'refused', byMemberId: member.id };
    if (status === 'V' && (current.status === 'A' || current.status === 'E')) {
      return { change: { status: 'V', termination_by: 'downline', proposed_tiers: null, proposed_period: null }, action: 'termination.asked', byMemberId: member.id };
    }
    if (status === 'C' && askedByUpline) return { change: { status: 'C', termination_by: null, ended_at: at }, action: 'terminated', byMemberId: member.id };
    if (status === 'A' && askedByUpline) return { change: { status: 'A', termination_by: null }, action: 'kept', byMemberId: member.id };
    throw wrongState();
  });
  return { applied: !higher, downlineHigherRate: higher ? 'Y' : 'N', endedContracts: ended, contract: await viewOf(ctx, row) };
}

