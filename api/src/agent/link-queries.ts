import type { Kysely } from 'kysely';
import type { AgentLinkRow, Database, IsoTime } from '../db/schema';

type Db = Kysely<Database>;

/** A link by its code (stored upper-case), enabled or not. */
export async function findLinkByCode(db: Db, merchantId: number, code: string): Promise<AgentLinkRow | undefined> {
  return db.selectFrom('agent_link').selectAll().where('merchant_id', '=', merchantId).where('code', '=', code).executeTakeFirst();
}

/** One of the agent's own links; another agent's is undefined, as one that does not exist. */
export async function findOwnLink(db: Db, agentId: number, linkId: number): Promise<AgentLinkRow | undefined> {
  return db.selectFrom('agent_link').selectAll().where('id', '=', linkId).where('agent_id', '=', agentId).executeTakeFirst();
}

export async function insertLink(db: Db, link: { merchantId: number; agentId: number; code: string; kind: string; name: string | null; at: IsoTime }): Promise<AgentLinkRow> {
  return db
    .insertInto('agent_link')
    .values({ merchant_id: link.merchantId, agent_id: link.agentId, code: link.code, kind: link.kind, name: link.name, created_at: link.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The agent's links, newest first, optionally enabled or disabled only. */
export async function pageOfLinks(db: Db, agentId: number, enabled: 0 | 1 | null, offset: number, limit: number): Promise<{ rows: AgentLinkRow[]; total: number }> {
  let query = db.selectFrom('agent_link').where('agent_id', '=', agentId);
  if (enabled !== null) query = query.where('enabled', '=', enabled);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Disables a link once: the first call stamps `disabled_at`, a later one changes nothing. */
export async function disableLinkRow(db: Db, linkId: number, at: IsoTime): Promise<void> {
  await db.updateTable('agent_link').set({ enabled: 0, disabled_at: at }).where('id', '=', linkId).where('enabled', '=', 1).execute();
}

/**
 * Counts a registration on the link, only while it is enabled; false when it is not (disabled since the
 * code was looked up). In the registration's transaction: on PostgreSQL the row lock orders it with a
 * disable, so a member is never created through a link disabled before it.
 */
export async function countOnLink(db: Db, linkId: number): Promise<boolean> {
  const result = await db
    .updateTable('agent_link')
    .set((eb) => ({ registered: eb('registered', '+', 1) }))
    .where('id', '=', linkId)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
