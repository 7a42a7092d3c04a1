import type { Kysely } from 'kysely';
import type { AffiliateAgent } from '@portal/shared/contracts';
import type { Database, MemberRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { AGENT_TYPES, memberByAffiliateCode } from '../member';

/** Invitation codes are case-insensitive: stored and looked up upper-case. */
export function normalizeAffiliateCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The agent an invitation code belongs to; anything else (unknown, not an agent) is undefined. */
export async function findAffiliateAgent(db: Kysely<Database>, merchantId: number, code: string): Promise<MemberRow | undefined> {
  const normalized = normalizeAffiliateCode(code);
  if (!normalized) return undefined;
  const member = await memberByAffiliateCode(db, merchantId, normalized);
  return member && AGENT_TYPES.includes(member.type) ? member : undefined;
}

/** `GET /wps/agent/affiliate`: the agent behind a code, or 400 affiliate.invalid ('Invalid invitation code'). */
export async function affiliateAgent(db: Kysely<Database>, merchantId: number, code: string): Promise<AffiliateAgent> {
  const agent = await findAffiliateAgent(db, merchantId, code);
  if (!agent) throw new ApiError(400, 'affiliate.invalid', 'affiliate.invalid');
  return { agent: agent.account };
}
