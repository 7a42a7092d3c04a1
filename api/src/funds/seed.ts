import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database, MerchantRow } from '../db/schema';
import { isoNow } from '../db/time';
import { memberByAccount } from '../member';
import type { SettingKey, SiteSettings } from '../site';
import { BANKS, DEMO_BANK_CARD, DEMO_CHANNELS, DEMO_PAYMENT_PASSWORD } from './catalogue';

type Trx = Transaction<Database>;

/**
 * Seed step `funds`: the banks (platform-wide), the demo site's deposit channels and withdrawal
 * settings, and the demo player's payment password and bank card. Adds only what is missing: a
 * setting, channel or card ops already have is left as it is.
 */
export async function seedFunds(
  trx: Trx,
  ctx: Pick<AppContext, 'passwords'>,
  merchant: MerchantRow,
  options: { playerAccount: string; settings: Partial<SiteSettings>; settingKeys: readonly SettingKey[] },
): Promise<void> {
  const now = isoNow();
  for (const [i, bank] of BANKS.entries()) {
    await trx.insertInto('bank').values({ code: bank.code, name: bank.name, sort: i, enabled: 1 }).onConflict((oc) => oc.column('code').doNothing()).execute();
  }
  for (const [i, channel] of DEMO_CHANNELS.entries()) {
    await trx
      .insertInto('deposit_channel')
      .values({
        merchant_id: merchant.id,
        code: channel.code,
        name: channel.name,
        type: channel.type,
        min_amount: channel.min,
        max_amount: channel.max,
        preset_amounts: JSON.stringify(channel.presetAmounts),
        processing_minutes: channel.processingMinutes,
        sort: i,
        enabled: 1,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
      .execute();
  }
  for (const key of options.settingKeys) {
    const value = options.settings[key];
    if (value === undefined) continue;
    await trx
      .insertInto('site_setting')
      .values({ merchant_id: merchant.id, key, value: JSON.stringify(value), updated_at: now })
      .onConflict((oc) => oc.columns(['merchant_id', 'key']).doNothing())
      .execute();
  }

  const player = await memberByAccount(trx, merchant.id, options.playerAccount);
  if (!player) return;
  if (!player.payment_password_hash) {
    await trx.updateTable('member').set({ payment_password_hash: await ctx.passwords.hash(DEMO_PAYMENT_PASSWORD) }).where('id', '=', player.id).execute();
  }
  const hasCard = await trx.selectFrom('bank_card').select('id').where('member_id', '=', player.id).executeTakeFirst();
  if (!hasCard) {
    await trx
      .insertInto('bank_card')
      .values({ member_id: player.id, slot: 1, bank_code: DEMO_BANK_CARD.bankCode, account_name: DEMO_BANK_CARD.accountName, account_number: DEMO_BANK_CARD.accountNumber, created_at: now })
      .execute();
    await trx.updateTable('member').set({ payee_name: DEMO_BANK_CARD.accountName }).where('id', '=', player.id).where('payee_name', 'is', null).execute();
  }
}
