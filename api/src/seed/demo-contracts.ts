import type { ContractKind, ContractTier, DividendPeriod } from '@portal/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database, MerchantRow } from '../db/schema';
import { memberByAccount } from '../member';

/*
 * Seed step `agent-contracts`: the demo agent's team works under signed contracts of every
 * kind. agent01 (a top agent: the platform pays its contracts) gives its sub-agents a daily salary, a
 * weekly dividend, an hourly and a real-time salary; one sub-agent gives its own sub-agent a daily
 * salary out of its balance. Written as signed contracts with their history (offered by the upline,
 * signed by the downline); the settlement jobs then settle every period since signing from the team's
 * seeded activity on the first start (contract/jobs.ts catches up), so the records show what that
 * activity really earned. Rates are within the platform's caps and each upline's own terms.
 */

type Trx = Transaction<Database>;

const DAY_MS = 86_400_000;

interface SeedContract {
  upline: string;
  downline: string;
  kind: ContractKind;
  period?: DividendPeriod;
  /** How long before now it was signed. */
  signedAgoMs: number;
  tiers: ContractTier[];
}

const p = (minimumBet: number, activeMember: number, rate: number, netLoss = 0): ContractTier => ({ minimumBet, netLoss, activeMember, rateType: 'P', rate });

export const DEMO_CONTRACTS: readonly SeedContract[] = [
  // 0.5 % of the team's valid bet from K 100 with one active member, 1 % from K 1,000 with three.
  { upline: 'agent01', downline: 'ag01north', kind: 'dailySalary', signedAgoMs: 30 * DAY_MS, tiers: [p(10_000, 1, 50), p(100_000, 3, 100)] },
  { upline: 'ag01north', downline: 'ag01north2', kind: 'dailySalary', signedAgoMs: 20 * DAY_MS, tiers: [p(10_000, 1, 30)] },
  // 10 % of a week's net loss from K 100 lost, 20 % from K 1,000 with three active members.
  { upline: 'agent01', downline: 'ag01south', kind: 'dividend', period: 'W', signedAgoMs: 56 * DAY_MS, tiers: [p(0, 1, 1_000, 10_000), p(0, 3, 2_000, 100_000)] },
  { upline: 'agent01', downline: 'ag01east', kind: 'hourlySalary', signedAgoMs: 3 * DAY_MS, tiers: [p(1_000, 1, 30)] },
  // A salary the platform pays asks at least K 10 of valid bet a tier (contractRules.platformSalaryMinimumBet).
  { upline: 'agent01', downline: 'ag01north', kind: 'realtimeSalary', signedAgoMs: 2 * 3_600_000, tiers: [p(1_000, 1, 20)] },
];

export async function seedDemoContracts(trx: Trx, merchant: MerchantRow, now: number = Date.now()): Promise<number> {
  let made = 0;
  for (const contract of DEMO_CONTRACTS) {
    const [upline, downline] = await Promise.all([memberByAccount(trx, merchant.id, contract.upline), memberByAccount(trx, merchant.id, contract.downline)]);
    if (!upline || !downline || downline.parent_id !== upline.id) continue;
    const signed = new Date(now - contract.signedAgoMs);
    const offered = new Date(signed.getTime() - 3_600_000).toISOString();
    const tiers = JSON.stringify(contract.tiers);
    const row = await trx
      .insertInto('agent_contract')
      .values({
        merchant_id: merchant.id,
        kind: contract.kind,
        product: 'CONS',
        period: contract.period ?? null,
        upline_id: upline.id,
        downline_id: downline.id,
        status: 'A',
        tiers,
        proposed_tiers: null,
        proposed_period: null,
        termination_by: null,
        created_at: offered,
        updated_at: signed.toISOString(),
        signed_at: signed.toISOString(),
        ended_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('contract_event')
      .values([
        { contract_id: row.id, action: 'offered', by_member_id: upline.id, status: 'P', tiers, at: offered },
        { contract_id: row.id, action: 'signed', by_member_id: downline.id, status: 'A', tiers: null, at: signed.toISOString() },
      ])
      .execute();
    made += 1;
  }
  return made;
}
