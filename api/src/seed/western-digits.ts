import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_REFERRAL } from '../referral';
import { DEMO_MERCHANT } from './demo-accounts';

type Trx = Transaction<Database>;

/** Burmese digits (U+1040–U+1049) as Western ones: the portal's one digit rule (shared/README.md, "Numbers"). */
export const westernDigits = (text: string) => text.replace(/[\u1040-\u1049]/g, (digit) => String(digit.charCodeAt(0) - 0x1040));

/** What a database seeded earlier holds where the seed now writes otherwise. */
const OLD_MERCHANT_NAME = 'Demo site';
const OLD_MMQR_NAME = 'MMQR (scan to pay)';
/** The start of the referral terms that restated its rules (the page lists them from the numbers). */
const OLD_REFERRAL_TERMS_EN = 'Friends register with your link or code.\n10% of';

/**
 * Brings a database seeded before the digit rule and the brand to what a fresh seed writes: the demo
 * merchant's name (the authenticator's issuer, the payment page's merchant), the MMQR channel's name,
 * the referral terms, and Western digits in the MY texts of promotions, notices, banners, help, point
 * goods and game names. Only texts still as seeded change: an operator's own edits are kept, bar
 * Burmese digits, which no text should have.
 */
export async function applyWesternDigitsAndBrand(trx: Trx): Promise<void> {
  await trx.updateTable('merchant').set({ name: DEMO_MERCHANT.name }).where('code', '=', DEMO_MERCHANT.code).where('name', '=', OLD_MERCHANT_NAME).execute();
  await trx.updateTable('deposit_channel').set({ name: 'MMQR' }).where('code', '=', 'MMQR').where('name', '=', OLD_MMQR_NAME).execute();

  for (const row of await trx.selectFrom('promotion').select(['id', 'code', 'texts']).execute()) {
    let texts = westernDigits(row.texts);
    if (row.code === DEMO_REFERRAL.code && texts.includes(JSON.stringify(OLD_REFERRAL_TERMS_EN).slice(1, -1))) texts = JSON.stringify(DEMO_REFERRAL.texts);
    if (texts !== row.texts) await trx.updateTable('promotion').set({ texts }).where('id', '=', row.id).execute();
  }
  for (const row of await trx.selectFrom('point_good').select(['id', 'texts']).execute()) {
    const texts = westernDigits(row.texts);
    if (texts !== row.texts) await trx.updateTable('point_good').set({ texts }).where('id', '=', row.id).execute();
  }
  for (const row of await trx.selectFrom('announcement_text').select(['announcement_id', 'language', 'title', 'content']).where('language', '=', 'MY').execute()) {
    const [title, content] = [westernDigits(row.title), westernDigits(row.content)];
    if (title !== row.title || content !== row.content) {
      await trx.updateTable('announcement_text').set({ title, content }).where('announcement_id', '=', row.announcement_id).where('language', '=', row.language).execute();
    }
  }
  for (const row of await trx.selectFrom('banner_text').select(['banner_id', 'language', 'title', 'subtitle']).where('language', '=', 'MY').execute()) {
    const [title, subtitle] = [westernDigits(row.title), westernDigits(row.subtitle)];
    if (title !== row.title || subtitle !== row.subtitle) {
      await trx.updateTable('banner_text').set({ title, subtitle }).where('banner_id', '=', row.banner_id).where('language', '=', row.language).execute();
    }
  }
  for (const row of await trx.selectFrom('help_text').select(['entry_id', 'language', 'title', 'content']).where('language', '=', 'MY').execute()) {
    const [title, content] = [westernDigits(row.title), westernDigits(row.content)];
    if (title !== row.title || content !== row.content) {
      await trx.updateTable('help_text').set({ title, content }).where('entry_id', '=', row.entry_id).where('language', '=', row.language).execute();
    }
  }
  for (const row of await trx.selectFrom('game').select(['id', 'name_my']).execute()) {
    const name = westernDigits(row.name_my);
    if (name !== row.name_my) await trx.updateTable('game').set({ name_my: name }).where('id', '=', row.id).execute();
  }
}
