import { sql, type Kysely } from 'kysely';
import type {
  AgentContract,
  ConsolidatedContracts,
  ContractDetail,
  ContractKind,
  ContractLimitsQuery,
  ContractPage,
  ContractSettlement,
  ContractSettlementPage,
  ContractsQuery,
  ContractTier,
  SettlementsQuery,
} from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { AgentContractRow, ContractSettlementRow, Database, MemberRow } from '../db/schema';
import { accountContains } from '../agent';
import { owedByMember } from '../member';
import { dateWindow, MAX_LIST_DAYS } from '../reports';
import { whitelabelOf } from '../site';
import { contractNotFound, requireAgentPolicy } from './lifecycle';
import { limitsOf } from './limits';
import { accountsOf, contractById, eventsOf, liveContractsGivenBy, parseTiers } from './queries';
import { exceeds, highestRates, productOf, termsGiven } from './rules';
import { toContract } from './view';

type Db = Kysely<Database>;

async function views(db: Db, rows: AgentContractRow[]): Promise<AgentContract[]> {
  const accounts = await accountsOf(db, rows.flatMap((row) => [row.upline_id, row.downline_id]));
  return rows.map((row) => toContract(row, accounts));
}

/** GET /wps/agent/contracts: the agent's contracts with its downline (default) or with its own upline, newest first. */
export async function listContracts(ctx: AppContext, agent: MemberRow, query: ContractsQuery): Promise<ContractPage> {
  await requireAgentPolicy(ctx, agent.merchant_id);
  const mine = query.side === 'upline' ? 'c.downline_id' : 'c.upline_id';
  const other = query.side === 'upline' ? 'c.upline_id' : 'c.downline_id';
  let base = ctx.db.selectFrom('agent_contract as c').innerJoin('member as m', 'm.id', other).where(mine, '=', agent.id);
  if (query.kind) base = base.where('c.kind', '=', query.kind);
  if (query.status) base = base.where('c.status', '=', query.status);
  if (query.account?.trim()) base = base.where(accountContains('m.account', query.account));
  const offset = (query.pageNo - 1) * query.pageSize;
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll('c').orderBy('c.id', 'desc').limit(query.pageSize).offset(offset).execute(),
  ]);
  const total = Number(count.n);
  return { content: await views(ctx.db, rows), pageNum: query.pageNo, totalPages: Math.ceil(total / query.pageSize), totalElements: total };
}

/** GET /wps/agent/contracts/:id: one contract of the agent's, either side, with its history. */
export async function contractDetail(ctx: AppContext, agent: MemberRow, contractId: number): Promise<ContractDetail> {
  await requireAgentPolicy(ctx, agent.merchant_id);
  const row = await contractById(ctx.db, contractId);
  if (!row || (row.upline_id !== agent.id && row.downline_id !== agent.id)) throw contractNotFound();
  const [[contract], history] = await Promise.all([views(ctx.db, [row]), eventsOf(ctx.db, row.id)]);
  return { contract: contract!, history: history.map((event) => ({ ...event, status: event.status as AgentContract['status'] })) };
}

/** GET /wps/agent/contracts/limits: what the agent may give (the tier editor's ceiling). */
export async function contractLimits(ctx: AppContext, agent: MemberRow, query: ContractLimitsQuery) {
  await requireAgentPolicy(ctx, agent.merchant_id);
  const { maxPercent, maxFixed, kind, product, source, minimumBet } = await limitsOf(ctx.db, agent, query.kind, productOf(query.kind, query.product));
  return { kind, product, source, maxPercent, maxFixed, minimumBet };
}

/* The consolidated contract info (spec §3), in the platform's names */

const dividendTier = (tier: ContractTier) => ({ minimumBet: tier.minimumBet, netLoss: tier.netLoss, activeMember: tier.activeMember, contractRate: tier.rate });
const dailyTier = (tier: ContractTier) => ({ betVolume: tier.minimumBet, activeMember: tier.activeMember, rateType: tier.rateType, rate: tier.rate });
const hourTier = (tier: ContractTier) => ({ minimumBet: tier.minimumBet, activeMember: tier.activeMember, rateType: tier.rateType, rate: tier.rate });

/**
 * The member's live contracts as a downline, each in its kind's shape, and which contract pages apply
 * (a contract of that kind ever signed, on either side). Null when AGENTPOLICY3 is off: the answer
 * then carries no contract info at all, as the platform's clients expect.
 */
export async function consolidatedContracts(ctx: AppContext, member: MemberRow): Promise<ConsolidatedContracts | null> {
  if (!(await whitelabelOf(ctx.db, member.merchant_id)).AGENTPOLICY3) return null;
  const [live, signedKinds] = await Promise.all([
    ctx.db.selectFrom('agent_contract').selectAll().where('downline_id', '=', member.id).where('status', 'in', ['P', 'E', 'A', 'V']).orderBy('id').execute(),
    ctx.db
      .selectFrom('agent_contract')
      .select('kind')
      .distinct()
      .where((eb) => eb.or([eb('downline_id', '=', member.id), eb('upline_id', '=', member.id)]))
      .where('signed_at', 'is not', null)
      .execute(),
  ]);
  const accounts = await accountsOf(ctx.db, live.map((row) => row.upline_id));
  const info: ConsolidatedContracts = {
    owed: await owedByMember(ctx.db, member.id),
    divtypereq: {},
    dailysalreqtype: [],
    contracthoursalreq: [],
    realtimesalreqtype: [],
    infotypes: { dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: false },
  };
  for (const { kind } of signedKinds) info.infotypes[kind as ContractKind] = true;
  for (const row of live) {
    const tiers = parseTiers(row.tiers) ?? [];
    const proposed = parseTiers(row.proposed_tiers);
    const view = toContract(row, accounts);
    // Would accepting the proposal cut what the member already gives its own downline? The client asks first.
    const cuts = proposed !== null && (await liveContractsGivenBy(ctx.db, member.id, view.kind, view.product)).some((given) => exceeds(highestRates(termsGiven(given)), highestRates(proposed)));
    const waiting = {
      status: view.status,
      downlineHigherRate: cuts ? ('Y' as const) : ('N' as const),
      terminationBy: row.termination_by as 'upline' | 'downline' | null,
      upline: accounts.get(row.upline_id) ?? '',
    };
    if (row.kind === 'dividend') {
      info.divtypereq[row.product] = { id: row.id, type: view.product, period: view.proposedPeriod ?? view.period ?? 'M', ...waiting, tiers: tiers.map(dividendTier), proposed: proposed?.map(dividendTier) ?? null };
    } else if (row.kind === 'dailySalary') {
      info.dailysalreqtype.push({ id: row.id, ...waiting, details: tiers.map(dailyTier), proposed: proposed?.map(dailyTier) ?? null });
    } else if (row.kind === 'hourlySalary') {
      info.contracthoursalreq.push({ contractId: row.id, ...waiting, hourSalaryRates: tiers.map(hourTier), proposed: proposed?.map(hourTier) ?? null });
    } else {
      info.realtimesalreqtype.push({ id: row.id, ...waiting, details: tiers.map(hourTier), proposed: proposed?.map(hourTier) ?? null });
    }
  }
  return info;
}

/* Settlements: the record pages */

function toSettlement(row: ContractSettlementRow, accounts: Map<number, string>): ContractSettlement {
  return {
    id: row.id,
    contractId: row.contract_id,
    kind: row.kind as ContractKind,
    periodKey: row.period_key,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    upline: { id: row.upline_id, account: accounts.get(row.upline_id) ?? '' },
    downline: { id: row.downline_id, account: accounts.get(row.downline_id) ?? '' },
    payer: row.payer,
    validBet: Number(row.valid_bet),
    netLoss: Number(row.net_loss),
    activeMembers: row.active_members,
    tier: row.tier ? (JSON.parse(row.tier) as ContractTier) : null,
    amount: Number(row.amount),
    status: row.status,
    settledAt: row.settled_at,
    paidAt: row.paid_at,
  };
}

/** GET /wps/agent/contracts/settlements: one kind's settlements of the window (periods that began in it), newest first. */
export async function listSettlements(ctx: AppContext, agent: MemberRow, query: SettlementsQuery): Promise<ContractSettlementPage> {
  await requireAgentPolicy(ctx, agent.merchant_id);
  const window = dateWindow(query.from, query.to, MAX_LIST_DAYS);
  const mine = query.side === 'upline' ? 's.upline_id' : 's.downline_id';
  const other = query.side === 'upline' ? 's.downline_id' : 's.upline_id';
  let base = ctx.db
    .selectFrom('contract_settlement as s')
    .innerJoin('member as m', 'm.id', other)
    .where(mine, '=', agent.id)
    .where('s.kind', '=', query.kind)
    .where('s.period_start', '>=', window.startIso)
    .where('s.period_start', '<', window.endIso);
  if (query.account?.trim()) base = base.where(accountContains('m.account', query.account));
  const offset = (query.pageNo - 1) * query.pageSize;
  const [sums, rows] = await Promise.all([
    base
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        sql<number | string>`coalesce(sum(case when s.status = 'paid' then s.amount else 0 end), 0)`.as('paid'),
        sql<number | string>`coalesce(sum(case when s.status = 'unpaid' then s.amount else 0 end), 0)`.as('unpaid'),
      ])
      .executeTakeFirstOrThrow(),
    base.selectAll('s').orderBy('s.period_start', 'desc').orderBy('s.id', 'desc').limit(query.pageSize).offset(offset).execute(),
  ]);
  const accounts = await accountsOf(ctx.db, rows.flatMap((row) => [row.upline_id, row.downline_id]));
  const total = Number(sums.count);
  return {
    content: rows.map((row) => toSettlement(row, accounts)),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    totalElements: total,
    summary: { paid: Number(sums.paid), unpaid: Number(sums.unpaid), count: total },
    from: window.from,
    to: window.to,
  };
}
