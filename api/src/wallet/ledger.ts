import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { isoNow } from '../db/time';
import { ApiError } from '../http/api-error';
import { CURRENCY } from './currency';
import { applyToBalance, findEntryByKey, findWallet, insertEntry, type EntryWithWallet } from './queries';

/*
 * The ledger: the only way money moves. Each post writes one entry and changes the wallet balance in
 * the same transaction, never lets a balance go below zero, and is idempotent on its key so a retried
 * request (a double click, a replayed callback) moves money once.
 */

export interface PostInput {
  memberId: number;
  /** Signed integer of minor units: positive credits, negative debits; never zero. */
  amount: number;
  /** What moved the money: `seed`, `deposit`, `withdrawal`, `bet`, `payout`, … */
  kind: string;
  /** The business object behind the movement (an order number, a round id). */
  reference?: string | null;
  /** Unique across the ledger; reusing one returns the first entry instead of posting again. */
  idempotencyKey: string;
  currency?: string;
}

export interface LedgerEntry {
  id: number;
  walletId: number;
  memberId: number;
  currency: string;
  amount: number;
  balanceAfter: number;
  kind: string;
  reference: string | null;
  idempotencyKey: string;
  createdAt: string;
}

export interface PostResult {
  entry: LedgerEntry;
  /** True when the key had been used before and nothing moved this time. */
  replayed: boolean;
}

export interface Ledger {
  post(input: PostInput): Promise<PostResult>;
  /** For callers that must write their own rows atomically with the movement (a game round, an order). */
  postInTransaction(trx: Transaction<Database>, input: PostInput): Promise<PostResult>;
  balanceOf(memberId: number, currency?: string): Promise<number>;
}

export const insufficientFunds = () => new ApiError(400, 'wallet.insufficient', 'wallet.insufficient');
const walletNotFound = () => new ApiError(404, 'wallet.not.found', 'wallet.not.found');
const idempotencyConflict = () => new ApiError(409, 'wallet.idempotency.conflict', 'wallet.idempotency.conflict');

const KIND_PATTERN = /^[a-z][a-z0-9_.-]{0,31}$/;
/** ~10^15 minor units: far above any real movement, far below 2^53 so sums stay exact. */
const MAX_ABS_AMOUNT = 1e15;

function checkInput(input: PostInput): void {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0 || Math.abs(input.amount) > MAX_ABS_AMOUNT) {
    throw new RangeError(`ledger amount must be a non-zero integer of minor units, got ${input.amount}`);
  }
  if (!KIND_PATTERN.test(input.kind)) throw new RangeError(`ledger kind "${input.kind}" is not a lower-case code`);
  if (!input.idempotencyKey || input.idempotencyKey.length > 200) throw new RangeError('ledger idempotencyKey must be 1 to 200 characters');
}

function toEntry(row: EntryWithWallet): LedgerEntry {
  return {
    id: row.id,
    walletId: row.wallet_id,
    memberId: row.member_id,
    currency: row.currency,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    kind: row.kind,
    reference: row.reference,
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
  };
}

/** A replay must be the same movement; the same key with other details is a caller bug, not a retry. */
function replay(existing: EntryWithWallet, input: PostInput, currency: string): PostResult {
  const entry = toEntry(existing);
  const same =
    entry.memberId === input.memberId &&
    entry.currency === currency &&
    entry.amount === input.amount &&
    entry.kind === input.kind &&
    entry.reference === (input.reference ?? null);
  if (!same) throw idempotencyConflict();
  return { entry, replayed: true };
}

export function createLedger(db: Kysely<Database>): Ledger {
  async function postInTransaction(trx: Transaction<Database>, input: PostInput): Promise<PostResult> {
    checkInput(input);
    const currency = input.currency ?? CURRENCY;
    const existing = await findEntryByKey(trx, input.idempotencyKey);
    if (existing) return replay(existing, input, currency);

    const wallet = await findWallet(trx, input.memberId, currency);
    if (!wallet) throw walletNotFound();
    const now = isoNow();
    const balanceAfter = await applyToBalance(trx, wallet.id, input.amount, now);
    if (balanceAfter === undefined) throw insufficientFunds();
    const row = await insertEntry(trx, {
      wallet_id: wallet.id,
      amount: input.amount,
      balance_after: balanceAfter,
      kind: input.kind,
      reference: input.reference ?? null,
      idempotency_key: input.idempotencyKey,
      created_at: now,
    });
    return { entry: toEntry({ ...row, member_id: wallet.member_id, currency }), replayed: false };
  }

  async function post(input: PostInput): Promise<PostResult> {
    try {
      return await db.transaction().execute((trx) => postInTransaction(trx, input));
    } catch (error) {
      // Two posts with one key raced: the loser's insert hit the unique index and its transaction
      // (balance change included) rolled back. Answer with the winner's entry, as a replay.
      if (!isUniqueViolation(error)) throw error;
      const existing = await findEntryByKey(db, input.idempotencyKey);
      if (!existing) throw error;
      return replay(existing, input, input.currency ?? CURRENCY);
    }
  }

  async function balanceOf(memberId: number, currency: string = CURRENCY): Promise<number> {
    const wallet = await findWallet(db, memberId, currency);
    if (!wallet) throw walletNotFound();
    return Number(wallet.balance);
  }

  return { post, postInTransaction, balanceOf };
}
