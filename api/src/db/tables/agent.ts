import type { Generated } from 'kysely';
import type { Flag, IsoTime } from './common';

/* The agent's team: the tree, day figures, invite links (api/src/agent). */

/* The agent's team (api/src/agent). */

/** The downline tree as a closure table: every (upline, member below it) pair, self-rows at depth 0. */
export interface AgentTreeTable {
  ancestor_id: number;
  descendant_id: number;
  /** Levels between them: 0 the member itself, 1 a direct downline, 2 the downline's downline, … */
  depth: number;
}

/** A member's figures of one site day (Myanmar time), minor units; moved with what changes them. */
export interface MemberDayTable {
  member_id: number;
  /** `yyyy-MM-dd`, the site's calendar day. */
  day: string;
  /** 1 on the day the member was created. */
  joined: Generated<Flag>;
  bet_count: Generated<number>;
  bet_amount: Generated<number>;
  valid_bet: Generated<number>;
  /** What the bets paid back (wins). */
  payout: Generated<number>;
  deposit: Generated<number>;
  /** Withdrawn, net of refunds of rejected withdrawals. */
  withdrawal: Generated<number>;
  bonus: Generated<number>;
  /** Member-to-member transfers (`transfer.*`) received and sent, both positive. */
  transfer_in: Generated<number>;
  transfer_out: Generated<number>;
}

/**
 * An agent's team figures of one site day (migration 0014): member_day summed over everyone below
 * the agent, moved with it. `active`: members with a bet that day; `changes`: writes below the agent
 * that day (a report's window unchanged since it was computed has the same sum of `changes`).
 */
export interface TeamDayTable extends Omit<MemberDayTable, 'member_id' | 'joined'> {
  agent_id: number;
  /** One of TEAM_DAY_SHARDS rows of the agent's day (agent/day-totals.ts): the moving member's id modulo that count. */
  shard: number;
  /** Members who joined the team that day. */
  joined: Generated<number>;
  active: Generated<number>;
  changes: Generated<number>;
}

/** An agent's invite link (migration 0013): an invitation code of its own, of one kind, counted. */
export interface AgentLinkTable {
  id: Generated<number>;
  merchant_id: number;
  agent_id: number;
  /** Upper-case, unique per merchant, never an agent's own `affiliate_code`. */
  code: string;
  /** `member` or `agent`: what registers through it. */
  kind: string;
  name: string | null;
  enabled: Generated<Flag>;
  /** Accounts registered through it, counted in the registration's transaction. */
  registered: Generated<number>;
  created_at: IsoTime;
  disabled_at: Generated<IsoTime | null>;
}
