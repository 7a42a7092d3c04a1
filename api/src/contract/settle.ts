import { RATE_BASIS, type ContractKind, type ContractProduct, type ContractTier, type DividendPeriod } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { AgentContractRow, ContractSettlementRow } from '../db/schema';
import { memberById } from '../member';
import { isTopAgent } from './limits';
import { siteSetting } from '../system';
import { teamInputs, type TeamInputs } from './inputs';
import { duePeriods, type SettlementPeriod } from './periods';
import { parseTiers } from './queries';
import { tierReached } from './rules';

/*
 * Settling a contract's periods. Each period gets one `contract_settlement` row (unique per contract
 * and period: a second run, here or on another instance, inserts nothing and pays nothing) with the
 * team's inputs, the tier reached and the amount; the payment follows in a transaction of its own that
 * moves the money and marks the row paid together (a crash between the two leaves it owed, and the
 * next run pays it). The payer is the platform for a top agent's contracts (house account `contract`), else
 * the upline's MAIN wallet; when that does not cover it, the row is written `unpaid` and the upline is
 * frozen until a later run pays it (`payOwed`: every run retries what is owed, oldest first). Terms are
 * the contract's signed terms when the period is settled.
 */

/** Most periods a contract settles in one run: a day of real-time windows is 288; a longer outage is caught up over several runs. */
const PERIODS_PER_RUN = 500;

export const paymentKind = (kind: ContractKind) => (kind === 'dividend' ? 'dividend' : 'salary');

/** What a period pays: a dividend the rate of the team's net loss; a salary the rate of its valid bet, or a fixed amount. */
export function amountOf(kind: ContractKind, tier: ContractTier | null, inputs: TeamInputs): number {
  if (!tier) return 0;
  if (tier.rateType === 'F') return tier.rate;
  const base = kind === 'dividend' ? Math.max(0, inputs.netLoss) : inputs.validBet;
  return Math.floor((base * tier.rate) / RATE_BASIS);
}

/** What one run reads once: the sites' contract rules and each upline's payer. */
export interface RunMemo {
  rules: Map<number, Promise<{ activeMemberMinValidBet: number }>>;
  payers: Map<number, Promise<'platform' | 'upline'>>;
}

export const newRunMemo = (): RunMemo => ({ rules: new Map(), payers: new Map() });

function memo<K, V>(map: Map<K, Promise<V>>, key: K, read: () => Promise<V>): Promise<V> {
  let found = map.get(key);
  if (!found) map.set(key, (found = read()));
  return found;
}

/** The platform pays a top agent's contracts (limits.ts isTopAgent); any other upline pays its own. */
async function payerOf(ctx: AppContext, uplineId: number): Promise<'platform' | 'upline'> {
  const upline = await memberById(ctx.db, uplineId);
  return !upline || (await isTopAgent(ctx.db, upline)) ? 'platform' : 'upline';
}

/** Pays one owed settlement in one transaction with its status; false when the upline's balance does not cover it. */
export async function payOwed(ctx: AppContext, settlement: ContractSettlementRow, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const from = settlement.payer === 'platform' ? { house: 'house:contract', amount: -settlement.amount, merchantId: settlement.merchant_id } : { memberId: settlement.upline_id, amount: -settlement.amount };
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const moved = await ctx.ledger.transfer(trx, {
        kind: paymentKind(settlement.kind as ContractKind),
        reference: `${settlement.kind}:${settlement.period_key}`,
        idempotencyKey: `contract-settlement:${settlement.id}`,
        legs: [from, { memberId: settlement.downline_id, amount: settlement.amount }],
      });
      const updated = await trx
        .updateTable('contract_settlement')
        .set({ status: 'paid', txn_id: moved.txnId, paid_at: at })
        .where('id', '=', settlement.id)
        .where('status', '=', 'unpaid')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    });
  } catch (error) {
    if ((error as { errorCode?: string }).errorCode === 'wallet.insufficient') return false;
    throw error;
  }
}

/** Settles one period of a contract; null when it was settled before. */
export async function settlePeriod(ctx: AppContext, contract: AgentContractRow, period: SettlementPeriod, now: Date, run: RunMemo = newRunMemo()): Promise<ContractSettlementRow | null> {
  const { activeMemberMinValidBet } = await memo(run.rules, contract.merchant_id, () => siteSetting(ctx.db, contract.merchant_id, 'contractRules'));
  const kind = contract.kind as ContractKind;
  const inputs = await teamInputs(ctx.db, contract.downline_id, contract.product as ContractProduct, period, activeMemberMinValidBet);
  const tier = tierReached(parseTiers(contract.tiers) ?? [], inputs);
  const amount = amountOf(kind, tier, inputs);
  const inserted = await ctx.db
    .insertInto('contract_settlement')
    .values({
      merchant_id: contract.merchant_id,
      contract_id: contract.id,
      kind,
      period_key: period.key,
      period_start: new Date(period.start).toISOString(),
      period_end: new Date(period.end).toISOString(),
      upline_id: contract.upline_id,
      downline_id: contract.downline_id,
      payer: await memo(run.payers, contract.upline_id, () => payerOf(ctx, contract.upline_id)),
      valid_bet: inputs.validBet,
      net_loss: inputs.netLoss,
      active_members: inputs.activeMembers,
      tier: tier ? JSON.stringify(tier) : null,
      amount,
      status: amount > 0 ? 'unpaid' : 'none',
      txn_id: null,
      settled_at: now.toISOString(),
      paid_at: null,
    })
    .onConflict((conflict) => conflict.columns(['contract_id', 'period_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) return null;
  if (inserted.status === 'unpaid' && (await payOwed(ctx, inserted, now))) return { ...inserted, status: 'paid' };
  return inserted;
}

/** The periods of a signed contract due by `now` and not settled yet: from its last settled period, or its signing. */
export async function settleContract(ctx: AppContext, contract: AgentContractRow, now: Date, run: RunMemo = newRunMemo()): Promise<ContractSettlementRow[]> {
  if (!contract.signed_at) return [];
  const last = await ctx.db.selectFrom('contract_settlement').select((eb) => eb.fn.max('period_end').as('end')).where('contract_id', '=', contract.id).executeTakeFirst();
  const from = Math.max(Date.parse(contract.signed_at), last?.end ? Date.parse(last.end) : 0);
  // A terminated contract settles the periods that began while it was in force, then stops.
  const until = contract.ended_at ? Date.parse(contract.ended_at) : Infinity;
  const periods = duePeriods(contract.kind as ContractKind, contract.period as DividendPeriod | null, from, now.getTime(), PERIODS_PER_RUN).filter((p) => p.start < until);
  const settled: ContractSettlementRow[] = [];
  for (const period of periods) {
    const row = await settlePeriod(ctx, contract, period, now, run);
    if (row) settled.push(row);
  }
  return settled;
}
