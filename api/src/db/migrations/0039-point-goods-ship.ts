import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * The points mall's goods that ship, and points the site gives.
 * - `point_good.ships`: 1 for a good sent by post (its redeem asks a shipping address), 0 for one that
 *   needs none (a phone top-up goes to the member's phone). Existing goods keep asking an address
 *   (default 1), except the demo catalogue's phone top-up card (code `phone-card-5k`), which never
 *   shipped anything.
 * - `point_entry.kind` takes GIFT (points the site gives, not earned from bets). SQLite cannot alter a
 *   CHECK, so the table is rebuilt there (new table, copy with ids, drop, rename; nothing references
 *   it); PostgreSQL swaps the constraint.
 * The kind lists and the code are copies, never imports of today's code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const OLD_KINDS = ['EARN', 'REDEEM', 'CONVERT', 'REFUND'];
const NEW_KINDS = [...OLD_KINDS, 'GIFT'];
const kindCheck = (kinds: string[]) => sql`kind IN (${sql.join(kinds.map((kind) => sql.lit(kind)))})`;
const NON_SHIPPING_DEMO_GOOD = 'phone-card-5k';

export function pointGoodsShipMigration(dialect: DialectName): Migration {
  const id = withId(dialect);

  async function setKinds(db: AnyDb, kinds: string[]): Promise<void> {
    if (dialect === 'postgres') {
      await sql`ALTER TABLE point_entry DROP CONSTRAINT point_entry_kind`.execute(db);
      await sql`ALTER TABLE point_entry ADD CONSTRAINT point_entry_kind CHECK (${kindCheck(kinds)})`.execute(db);
      return;
    }
    await db.schema
      .createTable('point_entry_new')
      .$call(id)
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('points', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('reference', 'text')
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('point_entry_kind', kindCheck(kinds))
      .addCheckConstraint('point_entry_points', sql`points <> 0 AND balance_after >= 0`)
      .execute();
    await sql`INSERT INTO point_entry_new (id, member_id, kind, points, balance_after, reference, idempotency_key, created_at)
              SELECT id, member_id, kind, points, balance_after, reference, idempotency_key, created_at FROM point_entry`.execute(db);
    await sql`DROP TABLE point_entry`.execute(db);
    await sql`ALTER TABLE point_entry_new RENAME TO point_entry`.execute(db);
    await db.schema.createIndex('point_entry_member').on('point_entry').columns(['member_id', 'id']).execute();
  }

  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('point_good').addColumn('ships', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await db.updateTable('point_good').set({ ships: 0 }).where('code', '=', NON_SHIPPING_DEMO_GOOD).execute();
      await setKinds(db, NEW_KINDS);
    },
    async down(db: AnyDb) {
      await db.deleteFrom('point_entry').where('kind', '=', 'GIFT').execute();
      await setKinds(db, OLD_KINDS);
      await db.schema.alterTable('point_good').dropColumn('ships').execute();
    },
  };
}
