import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, MemberRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { sessionOf } from '../http/request-context';
import { AGENT_TYPES, memberById } from '../member';
import { levelBelow } from './tree';

/*
 * The agent scope, used by every team call. The route's `roles: AGENTS_ONLY` already answered a guest
 * 401 and any other account 403 `member.not.agent` ('not an agent', spec §6); `callingAgent` checks the
 * type again so a route declared with wider roles by mistake still cannot read a team. The agent is
 * always the session's member: no call takes an agent id. A member id from the client is only ever
 * looked up inside the agent's subtree, and one outside it gets the same 404 as one that does not
 * exist, so a refusal tells nothing about other branches.
 */

export const memberNotInTeam = () => new ApiError(404, 'agent.member.not.found', 'agent.member.not.found');
const notAnAgent = () => new ApiError(403, 'member.not.agent', 'member.not.agent');

/** The agent making the call (the session's member), or 403 'not an agent'. */
export function callingAgent(request: FastifyRequest): MemberRow {
  const { member } = sessionOf(request);
  if (!AGENT_TYPES.includes(member.type)) throw notAnAgent();
  return member;
}

/** A member of the agent's downline with its level below the agent, or 404 agent.member.not.found. */
export async function downlineMember(db: Kysely<Database>, agent: MemberRow, memberId: number): Promise<{ member: MemberRow; level: number }> {
  const level = await levelBelow(db, agent.id, memberId);
  if (level === null) throw memberNotInTeam();
  const member = await memberById(db, memberId);
  if (!member || member.merchant_id !== agent.merchant_id) throw memberNotInTeam();
  return { member, level };
}

/**
 * A direct downline of the agent (one level below), for the calls that move money to it; anyone else,
 * deeper members included, is the same 404 as a member who does not exist.
 */
export async function directDownlineMember(db: Kysely<Database>, agent: MemberRow, memberId: number): Promise<MemberRow> {
  const { member, level } = await downlineMember(db, agent, memberId);
  if (level !== 1) throw memberNotInTeam();
  return member;
}
