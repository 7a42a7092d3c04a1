import type { Insertable, Kysely } from 'kysely';
import type { Database, OutboxRow, OutboxTable } from '../db/schema';

type Db = Kysely<Database>;

export async function insertOutbox(db: Db, message: Insertable<OutboxTable>): Promise<OutboxRow> {
  return db.insertInto('outbox').values(message).returningAll().executeTakeFirstOrThrow();
}

/** A merchant's messages, newest first; only those sent to `recipient` when given. */
export async function listOutbox(db: Db, merchantId: number, recipient: string | null, limit: number): Promise<OutboxRow[]> {
  let query = db.selectFrom('outbox').selectAll().where('merchant_id', '=', merchantId);
  if (recipient !== null) query = query.where('recipient', '=', recipient);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
