import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * Named operators of the ops calls (api/src/ops): `ops_operator` (name, scrypt password, roles, the
 * sealed TOTP secret and its last accepted step), `ops_session` (the cookie's token as SHA-256, expiry,
 * revocation) and `ops_signin_attempt` (sign-ins not proven, counted per name and per address for the
 * lockout). Nothing to backfill: the first operator is created with the ADMIN_TOKEN.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function opsOperatorsMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('ops_operator')
        .$call(id)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('roles', 'text', (c) => c.notNull())
        .addColumn('totp_sealed', 'text', (c) => c.notNull())
        .addColumn('last_step', 'integer')
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('ops_session')
        .$call(id)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('operator_id', 'integer', (c) => c.notNull().references('ops_operator.id'))
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();

      await db.schema
        .createTable('ops_signin_attempt')
        .$call(id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ops_signin_attempt_name').on('ops_signin_attempt').columns(['name', 'created_at']).execute();
      await db.schema.createIndex('ops_signin_attempt_ip').on('ops_signin_attempt').columns(['ip', 'created_at']).execute();
    },

    async down(db: AnyDb) {
      for (const table of ['ops_signin_attempt', 'ops_session', 'ops_operator']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
