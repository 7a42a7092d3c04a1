import { PLATFORM_SALARY_MIN_ACTIVE_MEMBERS, RATE_BASIS, type ContractKind, type ContractProduct, type ContractRules, type ContractTier, type DividendPeriod } from '@portal/shared/contracts';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { AgentContractRow, ContractSettlementRow, Database } from '../db/schema';
import { memberById } from '../member';
import { isTopAgent } from './limits';
import { isUniqueViolation } from '../db/errors';
import { recordRisk } from '../risk';
import { contractRulesOf, isSalary, periodCapOf, platformTerms } from './platform';
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
 * frozen until a later run pays it (`payOwed`: every run retries what is owed, oldest first, each row
 * under its lock, so runs at once pay it once and none fails). Terms are the contract's signed terms
 * when the period is settled; a salary the platform pays asks the site's thresholds whatever was
 * signed, and is capped per period and top agent (platform.ts).
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
  rules: Map<number, Promise<ContractRules>>;
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

/**
 * What the platform still pays this top agent's salaries of the settlement's kind for its period, under
 * the ops cap: read with the top agent's row locked, so two settlements of one period (two contracts,
 * two instances) see each other's payment. Null: no cap.
 */
async function roomUnderCap(ctx: AppContext, trx: Transaction<Database>, settlement: ContractSettlementRow): Promise<number | null> {
  const cap = periodCapOf(await contractRulesOf(trx, settlement.merchant_id), settlement.kind as ContractKind);
  if (cap === null) return null;
  await trx.selectFrom('member').select('id').where('id', '=', settlement.upline_id).$if(ctx.dialect === 'postgres', (qb) => qb.forUpdate()).executeTakeFirst();
  const paid = await trx
    .selectFrom('contract_settlement')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('total'))
    .where('upline_id', '=', settlement.upline_id)
    .where('kind', '=', settlement.kind)
    .where('period_key', '=', settlement.period_key)
    .where('payer', '=', 'platform')
    .where('status', '=', 'paid')
    .where('id', '!=', settlement.id)
    .executeTakeFirst();
  return Math.max(0, cap - Number(paid?.total ?? 0));
}

/**
 * Pays one owed settlement in one transaction with its status, on its row locked first: a second run
 * (here or on another instance) that reached the same row waits, then finds it paid and skips it.
 * A platform-paid salary over the top agent's cap for the period pays up to the cap (the rest is
 * recorded as a risk). Answers the row as paid (its amount possibly capped, `none` when nothing was
 * left under the cap), or null when nothing was paid: the upline's balance does not cover it, or
 * another run paid it.
 */
export async function payOwed(ctx: AppContext, settlement: ContractSettlementRow, now: Date): Promise<ContractSettlementRow | null> {
  const at = now.toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const owed = await trx
        .selectFrom('contract_settlement')
        .selectAll()
        .where('id', '=', settlement.id)
        .where('status', '=', 'unpaid')
        .$if(ctx.dialect === 'postgres', (qb) => qb.forUpdate())
        .executeTakeFirst();
      if (!owed) return null;
      const room = owed.payer === 'platform' ? await roomUnderCap(ctx, trx, owed) : null;
      const amount = room === null ? Number(owed.amount) : Math.min(Number(owed.amount), room);
      if (amount < Number(owed.amount)) {
        await recordRisk(trx, owed.merchant_id, {
          memberId: owed.downline_id,
          kind: 'salary.unearned',
          amount: Number(owed.amount) - amount,
          detail: `${owed.kind} ${owed.period_key} over the platform's cap for the top agent's salaries of the period: ${amount} of ${owed.amount} paid`,
        }, at);
      }
      if (amount === 0) {
        return trx.updateTable('contract_settlement').set({ status: 'none', amount: 0 }).where('id', '=', owed.id).returningAll().executeTakeFirstOrThrow();
      }
      const from = owed.payer === 'platform' ? { house: 'house:contract', amount: -amount, merchantId: owed.merchant_id } : { memberId: owed.upline_id, amount: -amount };
      const moved = await ctx.ledger.transfer(trx, {
        kind: paymentKind(owed.kind as ContractKind),
        reference: `${owed.kind}:${owed.period_key}`,
        idempotencyKey: `contract-settlement:${owed.id}`,
        legs: [from, { memberId: owed.downline_id, amount }],
      });
      return trx.updateTable('contract_settlement').set({ status: 'paid', amount, txn_id: moved.txnId, paid_at: at }).where('id', '=', owed.id).returningAll().executeTakeFirstOrThrow();
    });
  } catch (error) {
    if ((error as { errorCode?: string }).errorCode === 'wallet.insufficient') return null;
    // A run that got past the lock anyway (a row read before another run's payment committed) meets
    // the payment's unique key: the period is paid, once.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Settles one period of a contract; null when it was settled before. */
export async function settlePeriod(ctx: AppContext, contract: AgentContractRow, period: SettlementPeriod, now: Date, run: RunMemo = newRunMemo()): Promise<ContractSettlementRow | null> {
  const rules = await memo(run.rules, contract.merchant_id, () => contractRulesOf(ctx.db, contract.merchant_id));
  const kind = contract.kind as ContractKind;
  const payer = await memo(run.payers, contract.upline_id, () => payerOf(ctx, contract.upline_id));
  const inputs = await teamInputs(ctx.db, contract.downline_id, contract.product as ContractProduct, period, rules.activeMemberMinValidBet);
  const signedTerms = parseTiers(contract.tiers) ?? [];
  // The platform pays a salary only for the rule's valid bet and active member, whatever was signed.
  const forWork = payer === 'platform' && isSalary(kind);
  const tier = tierReached(forWork ? platformTerms(signedTerms, rules) : signedTerms, inputs);
  const amount = amountOf(kind, tier, inputs);
  const asSigned = forWork ? amountOf(kind, tierReached(signedTerms, inputs), inputs) : amount;
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
      payer,
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
  if (asSigned > amount) {
    await recordRisk(ctx.db, contract.merchant_id, {
      memberId: contract.downline_id,
      kind: 'salary.unearned',
      amount: asSigned - amount,
      detail: `${kind} ${period.key} not paid: ${inputs.validBet} valid bet and ${inputs.activeMembers} active members, the platform asks ${rules.platformSalaryMinimumBet} and ${PLATFORM_SALARY_MIN_ACTIVE_MEMBERS}`,
    }, now.toISOString());
  }
  if (inserted.status === 'unpaid') return (await payOwed(ctx, inserted, now)) ?? inserted;
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
