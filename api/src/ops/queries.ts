import type { Kysely } from 'kysely';
import type { Database, IsoTime } from '../db/schema';
import type { Selectable } from 'kysely';
import type { OpsOperatorTable } from '../db/tables/ops';

type Db = Kysely<Database>;
export type OperatorRow = Selectable<OpsOperatorTable>;

export function operatorByName(db: Db, name: string): Promise<OperatorRow | undefined> {
  return db.selectFrom('ops_operator').selectAll().where('name', '=', name).executeTakeFirst();
}

/** A new operator; null when the name is taken. */
export async function insertOperator(
  db: Db,
  row: { name: string; passwordHash: string; roles: string; totpSealed: string; createdBy: string; now: IsoTime },
): Promise<boolean> {
  const inserted = await db
    .insertInto('ops_operator')
    .values({ name: row.name, password_hash: row.passwordHash, roles: row.roles, totp_sealed: row.totpSealed, last_step: null, created_by: row.createdBy, created_at: row.now })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Takes a time step: false when it (or a later one) was taken already, however sign-ins race. */
export async function takeOperatorStep(db: Db, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('ops_operator')
    .set({ last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Writes one unproven attempt and answers how many the name and the address have in the window, it included. */
export async function recordAttempt(db: Db, name: string, ip: string, now: IsoTime, since: IsoTime): Promise<{ byName: number; byAddress: number }> {
  await db.deleteFrom('ops_signin_attempt').where('created_at', '<=', since).execute();
  await db.insertInto('ops_signin_attempt').values({ name, ip, created_at: now }).execute();
  const count = async (column: 'name' | 'ip', value: string) => {
    const row = await db
      .selectFrom('ops_signin_attempt')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return { byName: await count('name', name), byAddress: await count('ip', ip) };
}

export async function clearAttempts(db: Db, name: string): Promise<void> {
  await db.deleteFrom('ops_signin_attempt').where('name', '=', name).execute();
}

export async function insertOpsSession(db: Db, row: { tokenHash: string; operatorId: number; ip: string; now: IsoTime; expiresAt: IsoTime }): Promise<void> {
  // Sessions over are dropped as new ones come.
  await db.deleteFrom('ops_session').where('expires_at', '<=', row.now).execute();
  await db.insertInto('ops_session').values({ token_hash: row.tokenHash, operator_id: row.operatorId, ip: row.ip, created_at: row.now, expires_at: row.expiresAt, revoked_at: null }).execute();
}

/** The operator of a live session (not expired, not revoked), with the session's expiry. */
export function liveOpsSession(db: Db, tokenHash: string, now: IsoTime) {
  return db
    .selectFrom('ops_session')
    .innerJoin('ops_operator', 'ops_operator.id', 'ops_session.operator_id')
    .select(['ops_session.id as sessionId', 'ops_session.expires_at as expiresAt', 'ops_operator.name as name', 'ops_operator.roles as roles'])
    .where('ops_session.token_hash', '=', tokenHash)
    .where('ops_session.revoked_at', 'is', null)
    .where('ops_session.expires_at', '>', now)
    .executeTakeFirst();
}

export async function revokeOpsSession(db: Db, tokenHash: string, now: IsoTime): Promise<void> {
  await db.updateTable('ops_session').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}
