import type { Kysely } from 'kysely';
import type { AccountKind, AffiliateAgent } from '@portal/shared/contracts';
import type { AgentLinkRow, Database, MemberRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { AGENT_TYPES, MEMBER_TYPE, memberByAffiliateCode, memberById } from '../member';
import { newInvitationCode } from './codes';
import { findLinkByCode } from './link-queries';

/** Invitation codes are case-insensitive: stored and looked up upper-case. */
export function normalizeAffiliateCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Who an invitation code registers under, and as what; `link` when it is an invite link's code. */
export interface Invitation {
  agent: MemberRow;
  kind: AccountKind;
  link: AgentLinkRow | null;
}

/**
 * The invitation behind a code: an agent's own code (a player under the agent), else an enabled invite
 * link's (the link's kind under its agent). The two never share a code (codes.ts draws against both),
 * so the order only saves a lookup. Anything else (unknown, not an agent, a disabled link) is undefined.
 */
export async function findInvitation(db: Kysely<Database>, merchantId: number, code: string): Promise<Invitation | undefined> {
  const normalized = normalizeAffiliateCode(code);
  if (!normalized) return undefined;
  const member = await memberByAffiliateCode(db, merchantId, normalized);
  if (member) return AGENT_TYPES.includes(member.type) ? { agent: member, kind: 'member', link: null } : undefined;
  const link = await findLinkByCode(db, merchantId, normalized);
  if (!link || link.enabled !== 1) return undefined;
  const agent = await memberById(db, link.agent_id);
  return agent && AGENT_TYPES.includes(agent.type) ? { agent, kind: link.kind as AccountKind, link } : undefined;
}

/** The agent an invitation code belongs to; anything else (unknown, not an agent) is undefined. */
export async function findAffiliateAgent(db: Kysely<Database>, merchantId: number, code: string): Promise<MemberRow | undefined> {
  return (await findInvitation(db, merchantId, code))?.agent;
}

/** `GET /wps/agent/affiliate`: the agent behind a code, or 400 affiliate.invalid ('Invalid invitation code'). */
export async function affiliateAgent(db: Kysely<Database>, merchantId: number, code: string): Promise<AffiliateAgent> {
  const agent = await findAffiliateAgent(db, merchantId, code);
  if (!agent) throw new ApiError(400, 'affiliate.invalid', 'affiliate.invalid');
  return { agent: agent.account };
}

/** Where and as what a new account goes: the fields of `NewMemberInput` an invitation or an agent decides. */
export interface Placement {
  parentId: number | null;
  type: number;
  /** A sub-agent's own invitation code, drawn here (null for a player). */
  affiliateCode: string | null;
  /** The invite link to count the registration on, in the member's transaction. */
  inviteLinkId: number | null;
}

/**
 * A new account of `kind` under `agent` (null: no upline). Every sub-agent gets type 1 (MEMBER_TYPE.agent,
 * what the demo's sub-agents are) and an invitation code of its own, so it can grow a team at once.
 */
export async function placementUnder(db: Kysely<Database>, merchantId: number, agent: MemberRow | null, kind: AccountKind, linkId: number | null = null): Promise<Placement> {
  return {
    parentId: agent?.id ?? null,
    type: kind === 'agent' ? MEMBER_TYPE.agent : MEMBER_TYPE.member,
    affiliateCode: kind === 'agent' ? await newInvitationCode(db, merchantId, 'AG') : null,
    inviteLinkId: linkId,
  };
}
