import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * Customer-service live chat (api/src/chat).
 * - `live_chat`: one chat per `CBS_launchChat`; the URL token and the browser key only as SHA-256
 *   (unique token), the member (null for a guest), the desk, the language, the ticket number.
 * - `live_chat_message`: the chat's lines, oldest first by id.
 * Nothing to backfill; no constants of today's code used.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function liveChatMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('live_chat')
        .$call(id)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('key_hash', 'text', (c) => c.notNull())
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('member_id', 'integer', (c) => c.references('member.id'))
        .addColumn('model_code', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('ticket_no', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('live_chat_message')
        .$call(id)
        .addColumn('chat_id', 'integer', (c) => c.notNull().references('live_chat.id'))
        .addColumn('sender', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('live_chat_message_chat').on('live_chat_message').columns(['chat_id', 'id']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('live_chat_message').execute();
      await db.schema.dropTable('live_chat').execute();
    },
  };
}
