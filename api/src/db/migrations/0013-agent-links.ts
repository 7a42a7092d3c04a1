import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * The agent's invite links (referral link management).
 * - `agent_link`: one row per link an agent made: its invitation code (upper-case, unique per merchant,
 *   and never equal to an agent's own `member.affiliate_code`: the API draws it against both), the kind
 *   of account that registers through it (a player or a sub-agent), an optional label, whether it is
 *   still enabled (a disabled link stays, with its count, and its code stays refused), and how many
 *   accounts registered through it, counted in the registration's own transaction.
 * Nothing to backfill: links are new. The kinds are a copy (migrations never import today's code).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** contracts/agent/constants.ts DOWNLINE_KINDS, a copy. */
const LINK_KINDS = ['member', 'agent'] as const;

export function agentLinksMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('agent_link')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('agent_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('registered', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('disabled_at', 'text')
        .addCheckConstraint('agent_link_kind', sql`kind IN (${sql.join(LINK_KINDS.map((kind) => sql.lit(kind)))})`)
        .addCheckConstraint('agent_link_registered', sql`registered >= 0`)
        .execute();
      // A registration looks a code up; an agent lists its own links, newest first.
      await db.schema.createIndex('agent_link_code').on('agent_link').columns(['merchant_id', 'code']).unique().execute();
      await db.schema.createIndex('agent_link_agent').on('agent_link').columns(['agent_id', 'id']).execute();
    },

    async down(db: AnyDb) {
      await db.schema.dropTable('agent_link').ifExists().execute();
    },
  };
}
