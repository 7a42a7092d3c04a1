import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { http, useBalance } from '@portal/kernel';
import { useQuery, type QueryResult } from '@portal/shared';
import { CONTRACT_KINDS, consolidatedFunds, type ConsolidatedFunds } from '@portal/shared/contracts';
import type { ContractKind } from './pages';

/** What the agent centre knows of the agent's contracts, from the consolidated contract info (one call for the centre). */
export interface ContractInfo {
  /** The call itself: its faces (loading, failed with Retry) for a page that waits on it. */
  query: QueryResult<ConsolidatedFunds>;
  /** The kinds whose record pages apply (`infotypes`); none until the answer says so. */
  kinds: ReadonlySet<ContractKind>;
  /** What the agent owes its downline, minor units: above 0 the account is frozen. */
  owed: number;
}

// Contract kinds come from the consolidated contract info; none is enabled until it says so.
export const NO_CONTRACTS: ReadonlySet<ContractKind> = new Set();

const ContractInfoContext = createContext<ContractInfo | null>(null);
export const ContractInfoProvider = ContractInfoContext.Provider;

/**
 * Loads the consolidated contract info once for the agent centre (`funds/consolidated`: `infotypes`
 * and `owed`). While the agent is frozen it loads again whenever the wallet's balance moves (a deposit,
 * or the settlement jobs taking what is owed), so the banner goes as soon as the debt is paid.
 */
export function useContractInfoQuery(): ContractInfo {
  const query = useQuery((signal) => http.call(consolidatedFunds, undefined, { signal }), []);
  const { balance } = useBalance();
  const owed = query.data?.owed ?? 0;
  const seen = useRef(balance);
  const { retry } = query;
  useEffect(() => {
    if (seen.current === balance) return;
    seen.current = balance;
    if (owed > 0) retry();
  }, [balance, owed, retry]);
  const infotypes = query.data?.infotypes;
  const kinds = useMemo(() => (infotypes ? new Set(CONTRACT_KINDS.filter((kind) => infotypes[kind])) : NO_CONTRACTS), [infotypes]);
  // One value while nothing changes: the centre draws every second (its clock), its pages should not.
  const { status, data, error } = query;
  return useMemo(() => ({ query, kinds, owed }), [status, data, error, kinds, owed]);
}

/** The centre's contract info, for its pages (inside `AgentCentre`). */
export function useContractInfo(): ContractInfo {
  const info = useContext(ContractInfoContext);
  if (!info) throw new Error('useContractInfo outside the agent centre');
  return info;
}
