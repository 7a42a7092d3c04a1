import { http } from '@portal/kernel';
import {
  MCS2_processContractHourSalary,
  MCS2_processDailySalContract,
  MCS2_processDividendReq,
  MCSFE_processRealTimeSalaryContract,
  type ConsolidatedFunds,
  type ContractAnswer,
  type ContractKind,
  type ContractProduct,
  type DividendPeriod,
  type RateType,
} from '@portal/shared/contracts';

/** One tier as the popup shows it, whatever the kind's wire shape. `netLoss` only for dividends. */
export interface TermsTier {
  minimumBet: number;
  netLoss: number | null;
  activeMember: number;
  rateType: RateType;
  /** Basis points (P) or minor units (F). */
  rate: number;
}

/** What the downline may answer here: A accept (or keep, to a termination ask), R refuse, C confirm the termination. */
export type PopupAnswer = 'A' | 'R' | 'C';

/** A contract waiting for this user's answer: an offer (P), an amendment (E) or the upline's termination ask (V). */
export interface PendingContract {
  /** Unique in the list: kind and the contract's id. */
  key: string;
  kind: ContractKind;
  product: ContractProduct;
  period: DividendPeriod | null;
  status: 'P' | 'E' | 'V';
  upline: string;
  /** Accepting would cut below rates this user already gives its own downline (asked first). */
  downlineHigherRate: boolean;
  /** The terms asked about: the proposal (P, E) or the signed terms (V). */
  terms: TermsTier[];
  /** The signed terms an amendment would replace (E); null otherwise. */
  current: TermsTier[] | null;
  send: (status: PopupAnswer, confirmHigherRate?: boolean) => Promise<ContractAnswer>;
}

interface Waiting {
  status: string;
  terminationBy: 'upline' | 'downline' | null;
}

/** P and E wait for the downline; so does a termination the upline asked (V). Null: nothing to answer. */
function waitingStatus({ status, terminationBy }: Waiting): 'P' | 'E' | 'V' | null {
  if (status === 'P' || status === 'E') return status;
  return status === 'V' && terminationBy === 'upline' ? 'V' : null;
}

/** Terms of an item: the proposal for an offer or an amendment, the signed terms for a termination ask. */
function termsOf<T>(status: 'P' | 'E' | 'V', signed: T[], proposed: T[] | null, toTier: (tier: T) => TermsTier) {
  const asked = status === 'V' ? signed : (proposed ?? signed);
  return { terms: asked.map(toTier), current: status === 'E' && signed.length > 0 ? signed.map(toTier) : null };
}

const withBody = (status: PopupAnswer, confirmHigherRate?: boolean) => ({ status, ...(confirmHigherRate ? { confirmHigherRate: true } : {}) });

/** The contracts of the consolidated info that wait for this user's answer, dividends first. */
export function pendingContracts(funds: Partial<ConsolidatedFunds>): PendingContract[] {
  const items: PendingContract[] = [];
  for (const req of Object.values(funds.divtypereq ?? {})) {
    const status = waitingStatus(req);
    if (!status) continue;
    items.push({
      key: `dividend:${req.id}`,
      kind: 'dividend',
      product: req.type,
      period: req.period,
      status,
      upline: req.upline,
      downlineHigherRate: req.downlineHigherRate === 'Y',
      ...termsOf(status, req.tiers, req.proposed, (tier) => ({
        minimumBet: tier.minimumBet,
        netLoss: tier.netLoss,
        activeMember: tier.activeMember,
        rateType: 'P',
        rate: tier.contractRate,
      })),
      send: (answer, confirm) => http.call(MCS2_processDividendReq, { type: req.type, ...withBody(answer, confirm) }),
    });
  }
  for (const req of funds.dailysalreqtype ?? []) {
    const status = waitingStatus(req);
    if (!status) continue;
    items.push({
      key: `dailySalary:${req.id}`,
      kind: 'dailySalary',
      product: 'CONS',
      period: null,
      status,
      upline: req.upline,
      downlineHigherRate: req.downlineHigherRate === 'Y',
      ...termsOf(status, req.details, req.proposed, (tier) => ({
        minimumBet: tier.betVolume,
        netLoss: null,
        activeMember: tier.activeMember,
        rateType: tier.rateType,
        rate: tier.rate,
      })),
      send: (answer, confirm) => http.call(MCS2_processDailySalContract, { id: req.id, ...withBody(answer, confirm) }),
    });
  }
  const salaryTier = (tier: { minimumBet: number; activeMember: number; rateType: RateType; rate: number }): TermsTier => ({
    minimumBet: tier.minimumBet,
    netLoss: null,
    activeMember: tier.activeMember,
    rateType: tier.rateType,
    rate: tier.rate,
  });
  for (const req of funds.contracthoursalreq ?? []) {
    const status = waitingStatus(req);
    if (!status) continue;
    items.push({
      key: `hourlySalary:${req.contractId}`,
      kind: 'hourlySalary',
      product: 'CONS',
      period: null,
      status,
      upline: req.upline,
      downlineHigherRate: req.downlineHigherRate === 'Y',
      ...termsOf(status, req.hourSalaryRates, req.proposed, salaryTier),
      send: (answer, confirm) => http.call(MCS2_processContractHourSalary, { contractId: req.contractId, ...withBody(answer, confirm) }),
    });
  }
  for (const req of funds.realtimesalreqtype ?? []) {
    const status = waitingStatus(req);
    if (!status) continue;
    items.push({
      key: `realtimeSalary:${req.id}`,
      kind: 'realtimeSalary',
      product: 'CONS',
      period: null,
      status,
      upline: req.upline,
      downlineHigherRate: req.downlineHigherRate === 'Y',
      ...termsOf(status, req.details, req.proposed, salaryTier),
      send: (answer, confirm) => http.call(MCSFE_processRealTimeSalaryContract, { id: req.id, ...withBody(answer, confirm) }),
    });
  }
  return items;
}
