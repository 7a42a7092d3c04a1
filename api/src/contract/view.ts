import type { AgentContract, ContractKind, ContractProduct, ContractStatus, DividendPeriod } from '@portal/shared/contracts';
import type { AgentContractRow } from '../db/schema';
import { parseTiers } from './queries';

/** A contract row as either side sees it on the wire. */
export function toContract(row: AgentContractRow, accounts: Map<number, string>): AgentContract {
  return {
    id: row.id,
    kind: row.kind as ContractKind,
    product: row.product as ContractProduct,
    period: row.period as DividendPeriod | null,
    status: row.status as ContractStatus,
    upline: { id: row.upline_id, account: accounts.get(row.upline_id) ?? '' },
    downline: { id: row.downline_id, account: accounts.get(row.downline_id) ?? '' },
    tiers: parseTiers(row.tiers) ?? [],
    proposedTiers: parseTiers(row.proposed_tiers),
    proposedPeriod: row.proposed_period as DividendPeriod | null,
    terminationBy: row.termination_by as AgentContract['terminationBy'],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    signedAt: row.signed_at,
    endedAt: row.ended_at,
  };
}
