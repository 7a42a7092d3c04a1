/** The bank cards a member withdraws to (spec §2 withdraw): at most five, the number shown masked. */
import { BANK_CARDS_MAX, type AddBankCardBody, type Bank, type BankCard } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { MemberRow } from '../db/schema';
import { ApiError, validationFailed } from '../http/api-error';
import type { Caller } from '../http/request-context';
import { verifyPaymentPassword } from '../wallet';
import { findBank, listBanks, listCards, type BankCardView } from './queries';

/** `0123456789012` → `****9012`: enough for the member to recognize the account, not to use it. */
export function maskAccountNumber(number: string): string {
  return `****${number.slice(-4)}`;
}

const toCard = (row: BankCardView): BankCard => ({
  id: row.id,
  bankCode: row.bank_code,
  bankName: row.bank_name,
  accountName: row.account_name,
  accountNumberMasked: maskAccountNumber(row.account_number),
});

export async function banks(ctx: AppContext): Promise<Bank[]> {
  return listBanks(ctx.db);
}

export async function bankCards(ctx: AppContext, memberId: number): Promise<BankCard[]> {
  return (await listCards(ctx.db, memberId)).map(toCard);
}

/**
 * Adds a bank card (at most 5). Checked in order: the bank, the name (trimmed, inner blanks collapsed,
 * 2–64 characters), the number (digits once spaces and dashes are dropped, 6–20), the payment
 * password, then duplicates and the limit. Each card takes a free `slot` 1–5 (unique per member), so
 * two cards added at once cannot both take the last place. The first card's name becomes the member's
 * bank account name (`payeeName`, a second factor of the login) when none was given at registration.
 */
export async function addBankCard(ctx: AppContext, caller: Caller, member: MemberRow, input: AddBankCardBody): Promise<BankCard> {
  const bank = await findBank(ctx.db, input.bankCode.trim().toUpperCase());
  if (!bank) throw validationFailed('bankCode', 'funds.bankCode');
  const accountName = input.accountName.normalize('NFC').trim().replace(/\s+/g, ' ');
  if ([...accountName].length < 2 || [...accountName].length > 64) throw validationFailed('accountName', 'funds.accountName');
  const accountNumber = input.accountNumber.replace(/[\s-]/g, '');
  if (!/^[0-9]{6,20}$/.test(accountNumber)) throw validationFailed('accountNumber', 'funds.accountNumber');
  await verifyPaymentPassword(ctx, member.id, input.paymentPassword);

  const exists = () => new ApiError(400, 'bankCard.exists', 'funds.bankCard.exists', { field: 'accountNumber' });
  const isDuplicate = async () =>
    (await ctx.db
      .selectFrom('bank_card')
      .select('id')
      .where('member_id', '=', member.id)
      .where('bank_code', '=', bank.code)
      .where('account_number', '=', accountNumber)
      .executeTakeFirst()) !== undefined;

  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await isDuplicate()) throw exists();
    const used = new Set((await ctx.db.selectFrom('bank_card').select('slot').where('member_id', '=', member.id).execute()).map((row) => row.slot));
    const slot = [1, 2, 3, 4, 5].find((n) => !used.has(n));
    if (slot === undefined || used.size >= BANK_CARDS_MAX) {
      throw new ApiError(400, 'bankCard.limit', 'funds.bankCard.limit', null, null, { max: BANK_CARDS_MAX });
    }
    try {
      const id = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('bank_card')
          .values({ member_id: member.id, slot, bank_code: bank.code, account_name: accountName, account_number: accountNumber, created_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('member').set({ payee_name: accountName }).where('id', '=', member.id).where('payee_name', 'is', null).execute();
        return row.id;
      });
      caller.log.info({ bank: bank.code, cardId: id }, 'bank card added');
      const card = (await listCards(ctx.db, member.id)).find((c) => c.id === id);
      if (!card) throw new Error(`bank card ${id} vanished`);
      return toCard(card);
    } catch (error) {
      // A concurrent add took the slot (retry with the next) or the same account (answered above).
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new ApiError(400, 'bankCard.limit', 'funds.bankCard.limit', null, null, { max: BANK_CARDS_MAX });
}
