import type { Kysely, Migration } from 'kysely';

/*
 * A payment-password try is written down before its (slow) check, as `pending`, and becomes a failure
 * when the password was wrong (or is deleted when it was right). Counting the pending tries bounds how
 * many checks guesses sent in parallel can get (src/wallet/payment-password.ts).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const paymentPasswordTriesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('payment_password_failure')
      .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('payment_password_failure').dropColumn('pending').execute();
  },
};
