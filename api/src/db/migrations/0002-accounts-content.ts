import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/* Member profile and upline, verification codes and the outbox, two-factor tickets and
 * known IPs, feedback, and the content of the home page and help centre (announcements, banners,
 * help entries with their texts per language). Same portable types as 0001. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const MEMBER_COLUMNS: [string, 'text' | 'integer'][] = [
  ['mobile', 'text'],
  ['email', 'text'],
  ['payee_name', 'text'],
  ['language', 'text'],
  ['affiliate_code', 'text'],
  ['temp_password_hash', 'text'],
  ['temp_password_expires_at', 'text'],
  ['payment_password_hash', 'text'],
];

export function accountsContentMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      // SQLite takes one column per ALTER TABLE.
      for (const [name, type] of MEMBER_COLUMNS) await db.schema.alterTable('member').addColumn(name, type).execute();
      await db.schema.alterTable('member').addColumn('parent_id', 'integer', (c) => c.references('member.id')).execute();
      await db.schema.alterTable('member').addColumn('password_must_change', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.createIndex('member_mobile_per_merchant').unique().on('member').columns(['merchant_id', 'mobile']).execute();
      await db.schema.createIndex('member_affiliate_code_per_merchant').unique().on('member').columns(['merchant_id', 'affiliate_code']).execute();
      await db.schema.createIndex('member_parent').on('member').column('parent_id').execute();

      await db.schema
        .createTable('member_profile')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('member_profile_pk', ['member_id', 'field'])
        .execute();

      await db.schema
        .createTable('member_login_ip')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('first_seen_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('member_login_ip_pk', ['member_id', 'ip'])
        .execute();
      // Members who logged in before this migration keep their last address as a known one.
      await sql`INSERT INTO member_login_ip (member_id, ip, first_seen_at, last_seen_at)
        SELECT id, last_login_ip, last_login_at, last_login_at FROM member
        WHERE last_login_ip IS NOT NULL AND last_login_at IS NOT NULL`.execute(db);

      await db.schema
        .createTable('login_ticket')
        .$call(id)
        .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('password_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('verification_code')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('verification_code_target').on('verification_code').columns(['merchant_id', 'purpose', 'target']).execute();

      await db.schema
        .createTable('send_throttle')
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('send_throttle_pk', ['channel', 'recipient'])
        .execute();

      await db.schema
        .createTable('outbox')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('member_id', 'integer', (c) => c.references('member.id').onDelete('set null'))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('code', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('outbox_recipient').on('outbox').columns(['merchant_id', 'recipient', 'id']).execute();

      await db.schema
        .createTable('feedback')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('member_id', 'integer', (c) => c.references('member.id').onDelete('set null'))
        .addColumn('sender', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('announcement')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('execution', 'text')
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('starts_at', 'text')
        .addColumn('ends_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('announcement_type').on('announcement').columns(['merchant_id', 'type']).execute();
      await db.schema
        .createTable('announcement_text')
        .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcement.id').onDelete('cascade'))
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('announcement_text_pk', ['announcement_id', 'language'])
        .execute();
      await db.schema
        .createTable('announcement_image')
        .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcement.id').onDelete('cascade'))
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('announcement_image_pk', ['announcement_id', 'sequence'])
        .execute();

      await db.schema
        .createTable('banner')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('group_name', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('linkage', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('linkage_type', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('color_from', 'text', (c) => c.notNull())
        .addColumn('color_to', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'text')
        .addColumn('ends_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('banner_group').on('banner').columns(['merchant_id', 'group_name']).execute();
      await db.schema
        .createTable('banner_text')
        .addColumn('banner_id', 'integer', (c) => c.notNull().references('banner.id').onDelete('cascade'))
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('banner_text_pk', ['banner_id', 'language'])
        .execute();

      // Help centre: sections (no parent) and their items (parent = the section).
      await db.schema
        .createTable('help_entry')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('parent_id', 'integer', (c) => c.references('help_entry.id').onDelete('cascade'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('help_entry_merchant').on('help_entry').columns(['merchant_id', 'parent_id']).execute();
      await db.schema
        .createTable('help_text')
        .addColumn('entry_id', 'integer', (c) => c.notNull().references('help_entry.id').onDelete('cascade'))
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('help_text_pk', ['entry_id', 'language'])
        .execute();

      // Seed steps applied to this database (seed/seed.ts). A database seeded before the steps existed
      // has its foundation step recorded here, so only the newer steps run on it.
      await db.schema
        .createTable('seed_step')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('applied_at', 'text', (c) => c.notNull())
        .execute();
      await sql`INSERT INTO seed_step (name, applied_at)
        SELECT 'demo-site', CAST(${new Date().toISOString()} AS text) WHERE EXISTS (SELECT 1 FROM merchant)`.execute(db);
    },

    async down(db: AnyDb) {
      for (const table of [
        'seed_step', 'help_text', 'help_entry', 'banner_text', 'banner', 'announcement_image', 'announcement_text', 'announcement',
        'feedback', 'outbox', 'send_throttle', 'verification_code', 'login_ticket', 'member_login_ip', 'member_profile',
      ]) {
        await db.schema.dropTable(table).execute();
      }
      for (const index of ['member_parent', 'member_affiliate_code_per_merchant', 'member_mobile_per_merchant']) await db.schema.dropIndex(index).execute();
      for (const column of ['password_must_change', 'parent_id', ...MEMBER_COLUMNS.map(([name]) => name)]) {
        await db.schema.alterTable('member').dropColumn(column).execute();
      }
    },
  };
}
