import { sql, type Kysely } from 'kysely';
import type { Database, IsoTime } from '../db/schema';
import { isoNow } from '../db/time';
import { countJoin } from './day-totals';

/*
 * The downline tree (table `agent_tree`, migration 0012): a closure table holding every pair of an
 * upline and a member below it, at any distance, plus each member's own row at depth 0. Reads are
 * index lookups: "everyone below X" is `ancestor_id = X AND depth >= 1`, "X's direct downline"
 * `depth = 1`, "is M below X" one primary-key probe. Writes happen once per member, when it is
 * created; `member.parent_id` stays the upline of record and the tree follows it.
 */

type Db = Kysely<Database>;

/**
 * Puts a new member into the tree under `uplineId` (null: a root), in the caller's transaction: the
 * member's own row and one row per upline above it (the upline's ancestors, one level further). Also
 * counts the member as joining on the day of `at` (the team's "new members"). Every path that creates
 * a member calls it through `addMember`, in the member's own transaction.
 */
export async function placeInTree(trx: Db, memberId: number, uplineId: number | null, at: IsoTime = isoNow()): Promise<void> {
  if (uplineId === null) {
    await trx.insertInto('agent_tree').values({ ancestor_id: memberId, descendant_id: memberId, depth: 0 }).execute();
  } else {
    // Parameters cast: PostgreSQL cannot infer their type inside a SELECT list.
    const member = sql`CAST(${memberId} AS integer)`;
    await sql`INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
              SELECT ancestor_id, ${member}, depth + 1 FROM agent_tree WHERE descendant_id = ${uplineId}
              UNION ALL SELECT ${member}, ${member}, 0`.execute(trx);
  }
  await countJoin(trx, memberId, at);
}

/** How many levels `memberId` is below `agentId`, or null when it is not in the agent's downline. */
export async function levelBelow(db: Db, agentId: number, memberId: number): Promise<number | null> {
  const row = await db
    .selectFrom('agent_tree')
    .select('depth')
    .where('descendant_id', '=', memberId)
    .where('ancestor_id', '=', agentId)
    .where('depth', '>=', 1)
    .executeTakeFirst();
  return row ? row.depth : null;
}

/** True when `memberId` is below `agentId` (at any level; an agent is not in its own downline). */
export async function isInSubtree(db: Db, agentId: number, memberId: number): Promise<boolean> {
  return (await levelBelow(db, agentId, memberId)) !== null;
}

/** Everyone below the agent (`direct`: one level only). */
export async function downlineSize(db: Db, agentId: number, direct = false): Promise<number> {
  let query = db.selectFrom('agent_tree').select((eb) => eb.fn.countAll<number>().as('n')).where('ancestor_id', '=', agentId);
  query = direct ? query.where('depth', '=', 1) : query.where('depth', '>=', 1);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
