import type { Kysely } from 'kysely';
import type { Database, IsoTime, MemberAuthenticatorTable } from '../db/schema';

type Db = Kysely<Database>;
export type AuthenticatorRow = MemberAuthenticatorTable;

export async function findAuthenticator(db: Db, memberId: number): Promise<AuthenticatorRow | undefined> {
  return db.selectFrom('member_authenticator').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

/** A new pending secret; a pending one is replaced, a bound one never (the answer says which). */
export async function upsertPending(db: Db, memberId: number, secretSealed: string, now: IsoTime): Promise<boolean> {
  const result = await db
    .insertInto('member_authenticator')
    .values({ member_id: memberId, secret_sealed: secretSealed, bound_at: null, last_step: null, created_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ secret_sealed: secretSealed, last_step: null, created_at: now }).where('member_authenticator.bound_at', 'is', null))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Binds the pending secret, its code's step taken; false when it is no longer pending. */
export async function bindPending(db: Db, memberId: number, step: number, now: IsoTime): Promise<boolean> {
  const result = await db
    .updateTable('member_authenticator')
    .set({ bound_at: now, last_step: step })
    .where('member_id', '=', memberId)
    .where('bound_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes a time step: false when it (or a later one) was taken already, however requests race. */
export async function takeStep(db: Db, memberId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('member_authenticator')
    .set({ last_step: step })
    .where('member_id', '=', memberId)
    .where('bound_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Db, memberId: number, hashes: string[], now: IsoTime): Promise<void> {
  await db.deleteFrom('member_recovery_code').where('member_id', '=', memberId).execute();
  await db
    .insertInto('member_recovery_code')
    .values(hashes.map((code_hash) => ({ member_id: memberId, code_hash, used_at: null, created_at: now })))
    .execute();
}

export async function countRecoveryCodesLeft(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_recovery_code')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Uses an unused recovery code of the member: false when there is none with that hash. */
export async function useRecoveryCode(db: Db, memberId: number, codeHash: string, now: IsoTime): Promise<boolean> {
  const result = await db
    .updateTable('member_recovery_code')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) >= 1;
}

export async function deleteAuthenticator(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('member_recovery_code').where('member_id', '=', memberId).execute();
  await db.deleteFrom('member_authenticator').where('member_id', '=', memberId).execute();
}
