import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/* The member's messages (messageV2), the outbox of live events the SSE dispatcher pushes
 * (written in the same transaction as the movement behind them, so a rollback pushes nothing), the
 * single-use tickets that open an event stream (EventSource cannot send an Authorization header), and
 * an index for the records' date windows over the ledger. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function messagesMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('member_message')
        .$call(id)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('content', 'text')
        .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .execute();
      await db.schema.createIndex('member_message_member').on('member_message').columns(['member_id', 'id']).execute();
      await db.schema.createIndex('member_message_unread').on('member_message').columns(['member_id', 'read_at']).execute();

      await db.schema
        .createTable('member_event')
        .$call(id)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('member_event_member').on('member_event').columns(['member_id', 'id']).execute();
      await db.schema.createIndex('member_event_created').on('member_event').columns(['created_at']).execute();

      await db.schema
        .createTable('member_event_ticket')
        .$call(id)
        .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('session_id', 'integer', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      // The records (api/src/reports) read a member's entries by wallet and date window.
      await db.schema.createIndex('ledger_entry_wallet_time').on('ledger_entry').columns(['wallet_id', 'created_at']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('ledger_entry_wallet_time').execute();
      await db.schema.dropTable('member_event_ticket').execute();
      await db.schema.dropTable('member_event').execute();
      await db.schema.dropTable('member_message').execute();
    },
  };
}
