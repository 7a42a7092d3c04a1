import { formatMoneyWithSymbol } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { memberByAccount } from '../member';
import { DEMO_ACCOUNTS, DEMO_MERCHANT } from './demo-accounts';

/**
 * The demo accounts as the start banner prints them, each with what its main wallet holds now, read
 * from the ledger. The opening balances of DEMO_ACCOUNTS are only where seeding starts: the agent's
 * team sends money up and earns it commissions, the winner-board players play rounds, and a database
 * that has been used holds whatever was done with it since.
 */
export async function demoAccountRows(ctx: Pick<AppContext, 'db' | 'ledger'>): Promise<{ role: string; username: string; password: string; balance: string }[]> {
  const merchant = await ctx.db.selectFrom('merchant').select('id').where('code', '=', DEMO_MERCHANT.code).executeTakeFirst();
  return Promise.all(
    Object.values(DEMO_ACCOUNTS).map(async (account) => {
      const member = merchant ? await memberByAccount(ctx.db, merchant.id, account.username) : undefined;
      const balance = member ? formatMoneyWithSymbol(await ctx.ledger.balanceOf(member.id)) : '—';
      return { role: account.role, username: account.username, password: account.password, balance };
    }),
  );
}
