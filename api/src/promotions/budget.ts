import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Takes `amount` from a promotion's budget, or nothing: one conditional update, so two payouts racing
 * for the last of a budget never both pass (PostgreSQL re-checks the condition on the locked row;
 * SQLite runs one writer at a time). True when taken.
 */
export async function takeBudget(trx: Transaction<Database>, promotionId: number, amount: number): Promise<boolean> {
  if (amount === 0) return true;
  const result = await trx
    .updateTable('promotion')
    .set((eb) => ({ budget_used: eb('budget_used', '+', amount) }))
    .where('id', '=', promotionId)
    .where((eb) => eb(eb('budget_used', '+', amount), '<=', eb.ref('budget')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
