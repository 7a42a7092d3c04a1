import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * The rest of the promotion model.
 * - `promotion.kind` takes every kind of the issue (second … fifth deposit, every deposit, register and
 *   Zalo-binding bonuses, manual rebate, VIP upgrade bonus and rank salary, missions, referral).
 *   SQLite cannot alter a CHECK, so the table is rebuilt there (new table, copy with ids, drop, rename,
 *   foreign keys off, as 0005 does); PostgreSQL swaps the constraint.
 * - `promotion_application`: what a member sent with an application (comment ≤ 140 characters), one
 *   per participation; `promotion_application_image`: up to 3 png/jpg images of it, checked by
 *   content before they are stored, kept as base64 with their SHA-256 (as withdraw_proof).
 * The kind list below is a copy, never an import of today's code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const KINDS = [
  'FIRST_DEPOSIT', 'SECOND_DEPOSIT', 'THIRD_DEPOSIT', 'FOURTH_DEPOSIT', 'FIFTH_DEPOSIT', 'DEPOSIT', 'SIGNUP', 'RAFFLE',
  'NEW_REGISTER', 'ZALO_BINDING', 'MANUAL', 'UPGRADE_BONUS', 'RANK_SALARY', 'MISSION', 'REFERRAL',
];
const kindCheck = (kinds: string[] = KINDS) => sql`kind IN (${sql.join(kinds.map((kind) => sql.lit(kind)))})`;

export function promotionKindsMigration(dialect: DialectName): Migration {
  const id = withId(dialect);

  async function rebuildPromotionSqlite(db: AnyDb, kinds: string[]): Promise<void> {
    await db.schema
      .createTable('promotion_new')
      .$call(id)
      .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('audience', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('budget', 'bigint', (c) => c.notNull())
      .addColumn('budget_used', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('rules', 'text', (c) => c.notNull())
      .addColumn('texts', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('promotion_kind', kindCheck(kinds))
      .addCheckConstraint('promotion_audience', sql`audience IN ('ALL', 'NEW_MEMBERS')`)
      .addCheckConstraint('promotion_budget', sql`budget >= 0 AND budget_used >= 0 AND budget_used <= budget`)
      .execute();
    await sql`INSERT INTO promotion_new (id, merchant_id, code, kind, audience, starts_at, ends_at, budget, budget_used, rules, texts, sort, created_at)
              SELECT id, merchant_id, code, kind, audience, starts_at, ends_at, budget, budget_used, rules, texts, sort, created_at FROM promotion`.execute(db);
    await sql`DROP TABLE promotion`.execute(db);
    // promotion_prize, _member, _reward and _ticket name the table in REFERENCES: they follow the rename.
    await sql`ALTER TABLE promotion_new RENAME TO promotion`.execute(db);
    await db.schema.createIndex('promotion_code').on('promotion').columns(['merchant_id', 'code']).unique().execute();
  }

  async function createApplications(db: AnyDb): Promise<void> {
    await db.schema
      .createTable('promotion_application')
      .$call(id)
      .addColumn('participation_id', 'integer', (c) => c.notNull().unique().references('promotion_member.id'))
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('promotion_application_image')
      .$call(id)
      .addColumn('application_id', 'integer', (c) => c.notNull().references('promotion_application.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('data_base64', 'text', (c) => c.notNull())
      .addCheckConstraint('promotion_application_image_position', sql`position BETWEEN 1 AND 3`)
      .addCheckConstraint('promotion_application_image_mime', sql`mime IN ('image/png', 'image/jpeg')`)
      .execute();
    await db.schema.createIndex('promotion_application_image_once').on('promotion_application_image').columns(['application_id', 'position']).unique().execute();
  }

  /** The kind CHECK set to `kinds`, plus `also` (the application tables), as one change. */
  async function change(db: AnyDb, kinds: string[], also: (db: AnyDb) => Promise<void>): Promise<void> {
    if (dialect === 'postgres') {
      // The migrator runs this inside one transaction already (PostgreSQL has transactional DDL).
      await sql`ALTER TABLE promotion DROP CONSTRAINT promotion_kind`.execute(db);
      await sql`ALTER TABLE promotion ADD CONSTRAINT promotion_kind CHECK (${kindCheck(kinds)})`.execute(db);
      await also(db);
      return;
    }
    // SQLite: the migrator gives us its one connection outside any transaction; foreign keys must be
    // off to drop the referenced table (a no-op inside a transaction), the change one transaction.
    const before = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db);
    const wasOn = before.rows[0]?.foreign_keys === 1;
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    try {
      await db.transaction().execute(async (trx) => {
        await rebuildPromotionSqlite(trx, kinds);
        await also(trx);
        const dangling = await sql`PRAGMA foreign_key_check`.execute(trx);
        if (dangling.rows.length > 0) throw new Error(`0020-promotion-kinds left dangling references: ${JSON.stringify(dangling.rows.slice(0, 5))}`);
      });
    } finally {
      if (wasOn) await sql`PRAGMA foreign_keys = ON`.execute(db);
    }
  }

  return {
    async up(db: AnyDb) {
      await change(db, KINDS, createApplications);
    },

    async down(db: AnyDb) {
      // The wider kind CHECK stays: it admits every row 0019 could hold, and a promotion of a newer
      // kind is not thrown away by going back (0019's own down drops the tables). Up again rebuilds it.
      await db.schema.dropTable('promotion_application_image').execute();
      await db.schema.dropTable('promotion_application').execute();
    },
  };
}
