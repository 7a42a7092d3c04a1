import { type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * One-click sign-in with OpenID Connect providers (api/src/identity).
 * - `identity_flow`: one authorization request in flight: its state (stored hashed, unique), the
 *   nonce and PKCE verifier the callback checks the provider's answer against, the redirect URI the
 *   code is exchanged with, who started it (`member_id` for a link) and `used_at`, set once by the
 *   callback that spends it (a replayed callback finds it used).
 * - `identity_ticket`: what the callback hands the browser: a one-time ticket (hashed) naming the
 *   identity the provider vouched for, spent once by identitySession, identityLink or a registration.
 * - `member_identity`: an identity bound to an account, for good (§4: one-way and irreversible): one
 *   account per identity within a merchant, one identity per provider and account.
 * No constants of today's code used.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function identityMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('identity_flow')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('state_hash', 'text', (c) => c.notNull().unique())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('intent', 'text', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.references('member.id'))
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('identity_flow_expires').on('identity_flow').column('expires_at').execute();

      await db.schema
        .createTable('identity_ticket')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('name', 'text')
        .addColumn('intent', 'text', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.references('member.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('identity_ticket_expires').on('identity_ticket').column('expires_at').execute();

      await db.schema
        .createTable('member_identity')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('linked_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('member_identity_subject').on('member_identity').columns(['merchant_id', 'issuer', 'subject']).unique().execute();
      await db.schema.createIndex('member_identity_provider').on('member_identity').columns(['member_id', 'provider']).unique().execute();
    },

    async down(db: AnyDb) {
      for (const table of ['member_identity', 'identity_ticket', 'identity_flow']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
