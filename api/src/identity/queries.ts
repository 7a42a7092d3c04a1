import type { Insertable, Kysely } from 'kysely';
import type { Database, IdentityFlowTable, IdentityTicketTable, IsoTime, MemberIdentityTable } from '../db/schema';

type Db = Kysely<Database>;

export function insertFlow(db: Db, row: Insertable<IdentityFlowTable>): Promise<unknown> {
  return db.insertInto('identity_flow').values(row).execute();
}

/**
 * Spends a live flow by its state, once: the compare-and-set on `used_at` lets one callback through
 * when the same redirect arrives twice (a replay, a double load).
 */
export async function spendFlow(db: Db, stateHash: string, now: IsoTime) {
  const flow = await db.selectFrom('identity_flow').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
  if (!flow || flow.used_at !== null || flow.expires_at <= now) return undefined;
  const spent = await db.updateTable('identity_flow').set({ used_at: now }).where('id', '=', flow.id).where('used_at', 'is', null).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? flow : undefined;
}

export function insertTicket(db: Db, row: Insertable<IdentityTicketTable>): Promise<unknown> {
  return db.insertInto('identity_ticket').values(row).execute();
}

export function liveTicket(db: Db, ticketHash: string, now: IsoTime) {
  return db
    .selectFrom('identity_ticket')
    .selectAll()
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends a ticket once (compare-and-set): false when another request spent it first. */
export async function spendTicket(db: Db, ticketId: number, now: IsoTime): Promise<boolean> {
  const spent = await db.updateTable('identity_ticket').set({ used_at: now }).where('id', '=', ticketId).where('used_at', 'is', null).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** Flows and tickets past their time, whatever became of them: they prove nothing any more. */
export async function deleteDead(db: Db, now: IsoTime): Promise<void> {
  await db.deleteFrom('identity_flow').where('expires_at', '<=', now).execute();
  await db.deleteFrom('identity_ticket').where('expires_at', '<=', now).execute();
}

export function identityBySubject(db: Db, merchantId: number, issuer: string, subject: string) {
  return db
    .selectFrom('member_identity')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export function identitiesOfMember(db: Db, memberId: number) {
  return db.selectFrom('member_identity').selectAll().where('member_id', '=', memberId).orderBy('linked_at').orderBy('id').execute();
}

export function insertIdentity(db: Db, row: Insertable<MemberIdentityTable>): Promise<unknown> {
  return db.insertInto('member_identity').values(row).execute();
}
