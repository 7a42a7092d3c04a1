import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { isoNow } from '../db/time';
import { normalizeAccount } from '../member/member-types';
import { insertMember } from '../member/queries';
import { countMerchants, insertMerchant, writeSetting } from '../system/queries';
import type { SettingKey } from '../system/settings';
import { CURRENCY } from '../wallet/currency';
import { insertWallet } from '../wallet/queries';
import { DEMO_ACCOUNTS, DEMO_MERCHANT } from './demo-accounts';
import { DEMO_SITE_SETTINGS } from './demo-site';

/**
 * Seeds the demo site into an empty database (no merchant yet), in one transaction. Opening
 * balances go through the ledger like any other money. Returns whether it seeded.
 */
export async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  if ((await countMerchants(ctx.db)) > 0) return false;
  // Hash first: scrypt is slow on purpose and must not hold the write transaction open.
  const accounts = await Promise.all(
    Object.values(DEMO_ACCOUNTS).map(async (account) => ({ ...account, hash: await ctx.passwords.hash(account.password) })),
  );
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const merchant = await insertMerchant(trx, DEMO_MERCHANT.code, DEMO_MERCHANT.name);
      for (const key of Object.keys(DEMO_SITE_SETTINGS) as SettingKey[]) {
        await writeSetting(trx, merchant.id, key, DEMO_SITE_SETTINGS[key]);
      }
      for (const account of accounts) {
        const now = isoNow();
        const member = await insertMember(trx, {
          merchant_id: merchant.id,
          account: normalizeAccount(account.username),
          nickname: account.username,
          type: account.type,
          password_hash: account.hash,
          first_time_login: 1,
          password_changed_at: now,
          created_at: now,
        });
        await insertWallet(trx, member.id, CURRENCY, now);
        if (account.balance > 0) {
          await ctx.ledger.postInTransaction(trx, {
            memberId: member.id,
            amount: account.balance,
            kind: 'seed',
            reference: 'demo-site',
            idempotencyKey: `seed:${DEMO_MERCHANT.code}:${account.username}`,
          });
        }
      }
    });
  } catch (error) {
    // Another instance seeded the same empty database a moment earlier: that is the wanted outcome.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}
