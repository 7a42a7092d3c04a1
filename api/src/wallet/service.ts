import type { Kysely } from 'kysely';
import { CURRENCY, type ConsolidatedFunds, type MerchantWallets, type TransferUplineBody, type VendorWallet as WalletView, type WalletTransferBody } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { Database, IsoTime } from '../db/schema';
import { ApiError, validationFailed } from '../http/api-error';
import { translate, type Language } from '../http/messages';
import { assertNotFrozen, memberById } from '../member';
import { notify } from '../messages';
import { checkAmount } from './amount';
import type { TransferInput, TransferResult } from './ledger';
import { findTxnByKey, findWallet, insertWallet, listWallets, MAIN_WALLET } from './queries';
import { verifyPaymentPassword } from './payment-password';

/*
 * The member's wallets (spec §7 "Wallet and funds"): MAIN plus a sub-wallet per vendor that keeps
 * one, transfers between MAIN and a sub-wallet, the recall of every sub-wallet to MAIN, and the
 * transfer to the upline. Every movement is one ledger txn keyed by the member and the request's
 * `requestId`, so a retry moves nothing.
 */

/** The vendors whose games play from a wallet of their own (the demo site is multi-wallet). */
export const SUB_WALLET_VENDORS: readonly string[] = ['PG', 'PP', 'JILI', 'EVO', 'SABA'];

interface SubWalletVendor {
  code: string;
  name: string;
  maintenance: boolean;
}

type Db = Kysely<Database>;

/** The sub-wallet vendors present in the catalogue, in the fixed order, with their maintenance flag. */
async function subWalletVendors(db: Db): Promise<SubWalletVendor[]> {
  const rows = await db.selectFrom('game_vendor').select(['code', 'name', 'maintenance']).where('code', 'in', [...SUB_WALLET_VENDORS]).execute();
  return SUB_WALLET_VENDORS.flatMap((code) => {
    const row = rows.find((r) => r.code === code);
    return row ? [{ code, name: row.name, maintenance: row.maintenance === 1 }] : [];
  });
}

/** MAIN first, then every sub-wallet vendor (0 for a sub-wallet not made yet: they are made on first use). */
export async function walletViews(db: Db, memberId: number, language: Language): Promise<WalletView[]> {
  const [rows, vendors] = await Promise.all([listWallets(db, memberId, CURRENCY), subWalletVendors(db)]);
  const balanceOf = (code: string) => Number(rows.find((row) => row.vendor_code === code)?.balance ?? 0);
  return [
    { vendor: MAIN_WALLET, vendorName: translate(language, 'wallet.main'), balance: balanceOf(MAIN_WALLET), maintenance: false },
    ...vendors.map((v) => ({ vendor: v.code, vendorName: v.name, balance: balanceOf(v.code), maintenance: v.maintenance })),
  ];
}

export async function merchantWallets(db: Db, memberId: number, language: Language): Promise<MerchantWallets> {
  return { isSingle: false, wallets: await walletViews(db, memberId, language) };
}

export async function consolidatedFunds(db: Db, memberId: number, language: Language): Promise<ConsolidatedFunds> {
  const wallets = await walletViews(db, memberId, language);
  const main = wallets.find((w) => w.vendor === MAIN_WALLET)?.balance ?? 0;
  const total = wallets.reduce((sum, w) => sum + w.balance, 0);
  return { total, main, inVendors: total - main, wallets };
}

const vendorMaintenance = () => new ApiError(400, 'wallet.vendor.maintenance', 'wallet.vendor.maintenance');

/**
 * Runs a new movement in its own transaction: `prepare` (checks that only a new movement needs) runs
 * when the key is unused; a used key, or a twin that wins the race on it, answers the first movement
 * through the ledger's replay (the same details) or 409 `wallet.idempotency.conflict` (others).
 */
async function moveOnce(
  ctx: AppContext,
  input: TransferInput,
  prepare: (db: Db) => Promise<void>,
  after?: (db: Db, result: TransferResult) => Promise<void>,
): Promise<TransferResult> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (!(await findTxnByKey(trx, input.idempotencyKey))) await prepare(trx);
      const result = await ctx.ledger.transfer(trx, input);
      if (!result.replayed && after) await after(trx, result);
      return result;
    });
  } catch (error) {
    if (!isUniqueViolation(error) || !(await findTxnByKey(ctx.db, input.idempotencyKey))) throw error;
    return ctx.ledger.transferNow(input);
  }
}

/** `GCS_walletTransfer`: MAIN to a sub-wallet or back; neither side's vendor may be under maintenance. */
export async function walletTransfer(ctx: AppContext, memberId: number, language: Language, body: WalletTransferBody): Promise<MerchantWallets> {
  const { from, to } = body;
  const vendors = await subWalletVendors(ctx.db);
  const known = (code: string) => code === MAIN_WALLET || vendors.some((v) => v.code === code);
  if (!known(from)) throw validationFailed('from', 'validation.wallet');
  if (!known(to) || to === from) throw validationFailed('to', 'validation.wallet');
  if (from !== MAIN_WALLET && to !== MAIN_WALLET) throw validationFailed('to', 'validation.wallet');
  const amount = checkAmount(body.amount);
  const vendor = from === MAIN_WALLET ? to : from;

  await moveOnce(
    ctx,
    {
      kind: 'transfer',
      reference: `${from}>${to}`,
      idempotencyKey: `wallet-transfer:${memberId}:${body.requestId}`,
      legs: [
        { memberId, wallet: from, amount: -amount },
        { memberId, wallet: to, amount },
      ],
    },
    async (db) => {
      const row = await db.selectFrom('game_vendor').select('maintenance').where('code', '=', vendor).executeTakeFirst();
      if (!row || row.maintenance === 1) throw vendorMaintenance();
    },
  );
  return merchantWallets(ctx.db, memberId, language);
}

/**
 * `POST funds/consolidated`: every sub-wallet with money comes back to MAIN in one txn. Vendors under
 * maintenance keep theirs (it cannot leave them); nothing to recall records nothing.
 */
export async function consolidate(ctx: AppContext, memberId: number, language: Language, requestId: string): Promise<ConsolidatedFunds> {
  const idempotencyKey = `consolidate:${memberId}:${requestId}`;
  const vendors = await subWalletVendors(ctx.db);
  const open = new Set(vendors.filter((v) => !v.maintenance).map((v) => v.code));
  for (let attempt = 1; ; attempt += 1) {
    try {
      await ctx.db.transaction().execute(async (trx) => {
        // A used key answers the state now: the recall's own legs depend on the balances it found.
        if (await findTxnByKey(trx, idempotencyKey)) return;
        const rows = await listWallets(trx, memberId, CURRENCY);
        const legs = rows
          .filter((row) => row.vendor_code !== MAIN_WALLET && open.has(row.vendor_code) && Number(row.balance) > 0)
          .map((row) => ({ memberId, wallet: row.vendor_code, amount: -Number(row.balance) }));
        if (legs.length === 0) return;
        const total = legs.reduce((sum, leg) => sum - leg.amount, 0);
        await ctx.ledger.transfer(trx, { kind: 'transfer', reference: 'consolidate', idempotencyKey, legs: [...legs, { memberId, wallet: MAIN_WALLET, amount: total }] });
      });
      break;
    } catch (error) {
      if (isUniqueViolation(error) && (await findTxnByKey(ctx.db, idempotencyKey))) break;
      // PostgreSQL reads the balances without locking them: a bet or another recall may have moved
      // one before the debit. "Recall everything" then reads them again rather than failing.
      if (error instanceof ApiError && error.errorCode === 'wallet.insufficient' && attempt < 3) continue;
      throw error;
    }
  }
  return consolidatedFunds(ctx.db, memberId, language);
}

/**
 * `transferUpline`: MAIN to the upline's MAIN in one txn, after the payment password. Both are told
 * (`transferUpline` to the member, `transferDownline` to the upline) in the same transaction. The
 * answer is the member's MAIN balance right after the move (a retry answers the same).
 */
export async function transferUpline(ctx: AppContext, memberId: number, body: TransferUplineBody): Promise<{ balance: number }> {
  const amount = checkAmount(body.amount);
  await assertNotFrozen(ctx.db, memberId, { kind: 'transfer.upline', amount });
  const member = await memberById(ctx.db, memberId);
  const upline = member?.parent_id ? await memberById(ctx.db, member.parent_id) : undefined;
  if (!member || !upline) throw new ApiError(400, 'transfer.no.upline', 'transfer.no.upline');
  await verifyPaymentPassword(ctx, memberId, body.paymentPassword);

  const result = await moveOnce(
    ctx,
    {
      kind: 'transfer.upline',
      reference: `upline:${member.account}>${upline.account}`,
      idempotencyKey: `upline:${memberId}:${body.requestId}`,
      legs: [
        { memberId, wallet: MAIN_WALLET, amount: -amount, reference: `upline:${upline.account}` },
        { memberId: upline.id, wallet: MAIN_WALLET, amount, reference: `downline:${member.account}` },
      ],
    },
    async () => undefined,
    async (db) => {
      await notify(db, memberId, { type: 'transferUpline', amount });
      await notify(db, upline.id, { type: 'transferDownline', amount });
    },
  );
  const own = result.entries.find((entry) => entry.memberId === memberId);
  if (!own) throw new Error('upline transfer without the member leg');
  return { balance: own.balanceAfter };
}

/*
 * Wallets for the other domains (the queries stay private to this one).
 */

/** The member's empty MAIN wallet, made with the member in the caller's transaction. */
export function openWallet(db: Db, memberId: number, now: IsoTime): Promise<void> {
  return insertWallet(db, memberId, CURRENCY, now);
}

/**
 * The member's MAIN balance read through `db`, which may be the caller's transaction (the ledger's
 * `balanceOf` reads outside it); undefined for a member without a wallet.
 */
export async function mainWalletBalance(db: Db, memberId: number): Promise<number | undefined> {
  const wallet = await findWallet(db, memberId, CURRENCY);
  return wallet ? Number(wallet.balance) : undefined;
}
