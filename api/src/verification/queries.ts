import type { Insertable, Kysely } from 'kysely';
import type { Database, IsoTime, SmsSendCountTable, VerificationCodeRow, VerificationCodeTable } from '../db/schema';

type Db = Kysely<Database>;

/** A new code replaces every earlier one of the same purpose and recipient: only the last one works. */
export async function replaceCode(db: Db, code: Insertable<VerificationCodeTable>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('verification_code')
      .where('merchant_id', '=', code.merchant_id)
      .where('purpose', '=', code.purpose)
      .where('target', '=', code.target)
      .execute();
    await trx.insertInto('verification_code').values(code).execute();
  });
}

export async function findCode(db: Db, merchantId: number, purpose: string, target: string): Promise<VerificationCodeRow | undefined> {
  return db
    .selectFrom('verification_code')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Counts a try before the answer is compared, and only while the code is live (unused, in time, tries
 * left): however many requests race, a code is compared at most `maxTries` times.
 */
export async function claimTry(db: Db, id: number, maxTries: number, now: IsoTime): Promise<boolean> {
  const result = await db
    .updateTable('verification_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used', '=', 0)
    .where('attempts', '<', maxTries)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Single use: of two requests with the right code, one wins. */
export async function markUsed(db: Db, id: number): Promise<boolean> {
  const result = await db.updateTable('verification_code').set({ used: 1 }).where('id', '=', id).where('used', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteStaleCodes(db: Db, before: IsoTime): Promise<void> {
  await db.deleteFrom('verification_code').where('expires_at', '<', before).execute();
}

/**
 * Takes the send slot of a recipient when the last send is at least `intervalMs` old (or there was
 * none). One statement, so two requests in the same second cannot both pass.
 */
export async function claimSendSlot(db: Db, channel: string, recipient: string, nowMs: number, intervalMs: number): Promise<boolean> {
  const now = new Date(nowMs).toISOString();
  const result = await db
    .insertInto('send_throttle')
    .values({ channel, recipient, sent_at: now })
    .onConflict((oc) =>
      oc
        .columns(['channel', 'recipient'])
        .doUpdateSet({ sent_at: now })
        .where('send_throttle.sent_at', '<=', new Date(nowMs - intervalMs).toISOString()),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Counts one SMS against the site's quota of the day, only while under it: one statement, so however
 * many instances send at once, no more than `quota` pass.
 */
export async function claimSmsQuota(db: Db, merchantId: number, day: string, quota: number): Promise<boolean> {
  const result = await db
    .insertInto('sms_quota')
    .values({ merchant_id: merchantId, day, sent: 1 })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'day'])
        .doUpdateSet((eb) => ({ sent: eb('sms_quota.sent', '+', 1) }))
        .where('sms_quota.sent', '<', quota),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The site's SMS of a day so far. */
export async function smsSentOn(db: Db, merchantId: number, day: string): Promise<number> {
  const row = await db.selectFrom('sms_quota').select('sent').where('merchant_id', '=', merchantId).where('day', '=', day).executeTakeFirst();
  return Number(row?.sent ?? 0);
}

export type SmsSendScope = SmsSendCountTable['scope'];

/** Counts one SMS of the day for one number, member or address, only while under `limit` (as claimSmsQuota). */
export async function claimSmsSend(db: Db, merchantId: number, day: string, scope: SmsSendScope, subject: string, limit: number): Promise<boolean> {
  const result = await db
    .insertInto('sms_send_count')
    .values({ merchant_id: merchantId, day, scope, subject, sent: 1 })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'day', 'scope', 'subject'])
        .doUpdateSet((eb) => ({ sent: eb('sms_send_count.sent', '+', 1) }))
        .where('sms_send_count.sent', '<', limit),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The counts of days before `day` are done with. */
export async function deleteSmsSendsBefore(db: Db, merchantId: number, day: string): Promise<void> {
  await db.deleteFrom('sms_send_count').where('merchant_id', '=', merchantId).where('day', '<', day).execute();
}
