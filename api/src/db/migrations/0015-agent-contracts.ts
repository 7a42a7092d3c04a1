import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * Contracts between an upline and a direct downline.
 * - `agent_contract`: one row per contract: kind (dividend, daily/hourly/real-time salary), product key
 *   (CONS for salaries), a dividend's period, the status (P new, E amended, A signed, R refused, V
 *   termination asked, C terminated), the signed tiers and the proposed ones (JSON text: an array of
 *   {minimumBet, netLoss, activeMember, rateType, rate}), who asked to terminate, and when it was made,
 *   changed, signed and ended. A downline has one upline, so "one live contract per pair, kind and
 *   product" is a partial unique index on (downline, kind, product) over the live statuses.
 * - `contract_event`: each step of a contract's life (offered, amended, signed, refused, termination
 *   asked, kept, terminated, ended by the downline's own cut), by whom and when, with the terms of the
 *   step: spec §4 "signing, refusal and termination are recorded with who and when".
 * Nothing to backfill. The codes are copies (migrations never import today's code).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** contracts/contract/constants.ts, copies. */
const KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
const STATUSES = ['P', 'E', 'A', 'R', 'V', 'C'] as const;
const LIVE = ['P', 'E', 'A', 'V'] as const;

const oneOf = (column: string, codes: readonly string[]) => sql`${sql.ref(column)} IN (${sql.join(codes.map((code) => sql.lit(code)))})`;

export function agentContractsMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('agent_contract')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('product', 'text', (c) => c.notNull())
        .addColumn('period', 'text')
        .addColumn('upline_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('downline_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('tiers', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('proposed_tiers', 'text')
        .addColumn('proposed_period', 'text')
        .addColumn('termination_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('signed_at', 'text')
        .addColumn('ended_at', 'text')
        .addCheckConstraint('agent_contract_kind', oneOf('kind', KINDS))
        .addCheckConstraint('agent_contract_status', oneOf('status', STATUSES))
        .addCheckConstraint('agent_contract_termination_by', sql`termination_by IS NULL OR termination_by IN ('upline', 'downline')`)
        .execute();
      await db.schema
        .createIndex('agent_contract_live')
        .on('agent_contract')
        .columns(['downline_id', 'kind', 'product'])
        .unique()
        .where(sql<boolean>`${oneOf('status', LIVE)}`)
        .execute();
      // An upline's list of its downline's contracts, newest first; the settlement jobs by kind.
      await db.schema.createIndex('agent_contract_upline').on('agent_contract').columns(['upline_id', 'id']).execute();
      await db.schema.createIndex('agent_contract_kind').on('agent_contract').columns(['kind', 'status']).execute();

      await db.schema
        .createTable('contract_event')
        .$call(id)
        .addColumn('contract_id', 'integer', (c) => c.notNull().references('agent_contract.id'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('by_member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('tiers', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('contract_event_contract').on('contract_event').columns(['contract_id', 'id']).execute();
    },

    async down(db: AnyDb) {
      await db.schema.dropTable('contract_event').ifExists().execute();
      await db.schema.dropTable('agent_contract').ifExists().execute();
    },
  };
}
