import type { Generated } from 'kysely';
import type { IsoTime } from './common';

/* Contracts, their history and settlements (api/src/contract). */

/** A contract between an upline and a direct downline (migration 0015); tiers are JSON text. */
export interface AgentContractTable {
  id: Generated<number>;
  merchant_id: number;
  kind: string;
  product: string;
  period: string | null;
  upline_id: number;
  downline_id: number;
  status: string;
  tiers: Generated<string>;
  proposed_tiers: string | null;
  proposed_period: string | null;
  termination_by: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  signed_at: IsoTime | null;
  ended_at: IsoTime | null;
}

/** One step of a contract's life (migration 0015). */
export interface ContractEventTable {
  id: Generated<number>;
  contract_id: number;
  action: string;
  by_member_id: number;
  status: string;
  tiers: string | null;
  at: IsoTime;
}

/** One contract's settlement of one period (migration 0016): its inputs, tier, amount and payment. */
export interface ContractSettlementTable {
  id: Generated<number>;
  merchant_id: number;
  contract_id: number;
  kind: string;
  period_key: string;
  period_start: IsoTime;
  period_end: IsoTime;
  upline_id: number;
  downline_id: number;
  payer: 'platform' | 'upline';
  valid_bet: number;
  net_loss: number;
  active_members: number;
  /** The tier reached (JSON), or null. */
  tier: string | null;
  amount: number;
  status: 'none' | 'paid' | 'unpaid';
  txn_id: number | null;
  settled_at: IsoTime;
  paid_at: IsoTime | null;
}
