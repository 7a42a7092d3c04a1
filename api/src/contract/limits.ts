import type { Kysely } from 'kysely';
import type { ContractKind, ContractLimits, ContractProduct } from '@portal/shared/contracts';
import type { Database, MemberRow } from '../db/schema';
import { AGENT_TYPES, memberById } from '../member';
import { contractRulesOf, isSalary } from './platform';
import { liveContractOf, parseTiers, type Dialect } from './queries';
import { highestRates, type RateLimits } from './rules';

type Db = Kysely<Database>;

/** Statuses whose signed terms are in force (an amendment waiting, E, keeps the signed ones). */
const IN_FORCE = ['A', 'E', 'V'];

/** The member's own signed terms for a kind and product (a dividend of one product falls back to its CONS one). */
export async function ownTerms(db: Db, memberId: number, kind: ContractKind, product: ContractProduct, dialect: Dialect | null = null) {
  const exact = await liveContractOf(db, memberId, kind, product, dialect);
  const found = exact && IN_FORCE.includes(exact.status) ? exact : kind === 'dividend' && product !== 'CONS' ? await liveContractOf(db, memberId, kind, 'CONS', dialect) : undefined;
  return found && IN_FORCE.includes(found.status) ? (parseTiers(found.tiers) ?? []) : null;
}

/** A top agent: nobody above it is an agent, so the platform pays its contracts and its caps apply. */
export async function isTopAgent(db: Db, member: MemberRow): Promise<boolean> {
  if (member.parent_id === null) return true;
  const upline = await memberById(db, member.parent_id);
  return !upline || !AGENT_TYPES.includes(upline.type);
}

/** What the member may give a downline of this kind and product. */
export async function limitsOf(db: Db, member: MemberRow, kind: ContractKind, product: ContractProduct): Promise<ContractLimits & RateLimits> {
  const own = await ownTerms(db, member.id, kind, product);
  if (own) return { kind, product, source: 'upline', ...highestRates(own), minimumBet: null };
  if (AGENT_TYPES.includes(member.type) && (await isTopAgent(db, member))) {
    const { topAgentCaps, platformSalaryMinimumBet } = await contractRulesOf(db, member.merchant_id);
    return isSalary(kind)
      ? { kind, product, source: 'platform', maxPercent: topAgentCaps.salaryPercent, maxFixed: topAgentCaps.salaryFixed, minimumBet: platformSalaryMinimumBet }
      : { kind, product, source: 'platform', maxPercent: topAgentCaps.dividendPercent, maxFixed: null, minimumBet: null };
  }
  return { kind, product, source: 'none', maxPercent: null, maxFixed: null, minimumBet: null };
}
