import type { Kysely, Transaction } from 'kysely';
import { CURRENCY, type AgentTransferKind, type LedgerKind } from '@portal/shared/contracts';
import type { Database, HouseEntryRow, IsoTime, WalletRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { isoNow } from '../db/time';
import { verifyBooks, type BooksReport } from './books';
import { ApiError } from '../http/api-error';
import {
  applyToBalance,
  ensureWallet,
  entriesOfTxn,
  findTxnByKey,
  findWallet,
  houseEntriesOfTxn,
  insertEntry,
  insertHouseEntry,
  insertTxn,
  MAIN_WALLET,
  merchantOfMember,
  type EntryWithWallet,
} from './queries';
import { HOUSE, houseAccountOf } from './house';

export { HOUSE, houseAccountOf };

/*
 * The ledger, double entry: the only way money moves. Every movement is one `ledger_txn` with two or
 * more legs that sum to zero — member wallets (`ledger_entry`, MAIN or a vendor sub-wallet) and house
 * accounts (`house_entry`, per merchant). A member wallet never goes below zero (a conditional update,
 * backed by a CHECK); house accounts may. Balances change in the same database transaction as their
 * legs, and a movement is idempotent on its key so a retried request moves money once.
 */

export { MAIN_WALLET } from './queries';
export { verifyBooks, type BooksReport } from './books';


/** A member wallet as the other side of a post (a transfer between members has no house leg). */
export interface MemberAccount {
  memberId: number;
  wallet?: string;
}

/** What moved the money: the contract's `LEDGER_KINDS`, and the agent's transfers to its downline. */
export type MovementKind = LedgerKind | AgentTransferKind;

export interface PostInput {
  memberId: number;
  /** Signed integer of minor units: positive credits, negative debits; never zero. */
  amount: number;
  /** What moved the money: one of the contract's `LEDGER_KINDS` (`seed`, `deposit`, `bet`, …). */
  kind: MovementKind;
  /** The business object behind the movement (an order number, a round id). */
  reference?: string | null;
  /** Unique across the ledger; reusing one returns the first entry instead of posting again. */
  idempotencyKey: string;
  currency?: string;
  /** The member's wallet: `MAIN` (default) or a vendor sub-wallet code. */
  wallet?: string;
  /** The other leg: a house account (default: the house account of `kind`) or another member's wallet. */
  counter?: string | MemberAccount;
  /** When the movement happened (default: now). Only the demo seed sets it, to lay history over past days. */
  at?: string;
}

export type TransferLeg =
  | { memberId: number; wallet?: string; amount: number; /** This leg's own reference (default: the txn's). */ reference?: string | null }
  | { house: string; amount: number; /** Default: the merchant of the first member leg. */ merchantId?: number };

export interface TransferInput {
  kind: MovementKind;
  reference?: string | null;
  idempotencyKey: string;
  /** Two or more legs summing to zero; member wallets never end below zero. */
  legs: TransferLeg[];
  currency?: string;
  /** When the movement happened (default: now); see PostInput.at. */
  at?: string;
}

export interface LedgerEntry {
  id: number;
  walletId: number;
  memberId: number;
  currency: string;
  /** `MAIN` or the vendor code of the sub-wallet. */
  wallet: string;
  amount: number;
  balanceAfter: number;
  kind: string;
  reference: string | null;
  idempotencyKey: string;
  txnId: number | null;
  createdAt: string;
}

export interface HouseLeg {
  id: number;
  merchantId: number;
  account: string;
  amount: number;
}

export interface PostResult {
  entry: LedgerEntry;
  /** True when the key had been used before and nothing moved this time. */
  replayed: boolean;
}

export interface TransferResult {
  txnId: number;
  /** The member legs, in the order of the input. */
  entries: LedgerEntry[];
  house: HouseLeg[];
  replayed: boolean;
}


export interface Ledger {
  post(input: PostInput): Promise<PostResult>;
  /** For callers that must write their own rows atomically with the movement (a game round, an order). */
  postInTransaction(trx: Transaction<Database>, input: PostInput): Promise<PostResult>;
  /** A movement between any accounts, inside the caller's transaction. */
  transfer(trx: Transaction<Database>, input: TransferInput): Promise<TransferResult>;
  /** `transfer` in a transaction of its own; a race on the key answers the winner, as a replay. */
  transferNow(input: TransferInput): Promise<TransferResult>;
  /**
   * The movement made under a key, or undefined, read through `db` (the caller's transaction) when
   * given: for a caller whose legs are drawn anew on each try (a random split), which answers a retry
   * with the first movement rather than asking the ledger to compare legs.
   */
  movement(idempotencyKey: string, db?: Trx): Promise<TransferResult | undefined>;
  /** The MAIN balance, or a sub-wallet's (0 for one not created yet). */
  balanceOf(memberId: number, currency?: string, wallet?: string): Promise<number>;
  verifyBooks(): Promise<BooksReport>;
}

/**
 * What moves money out of a member's reach: cash out, to another member, or for goods. A member leg
 * that pays with one of these kinds passes the ledger's hold (`OutgoingHold`) first.
 */
export const OUTGOING_KINDS: readonly MovementKind[] = ['withdrawal', 'transfer.upline', 'transfer.downline', 'transfer.envelope', 'points.redeem'];

/**
 * What stakes money in a game: a bet (in-house rounds, lottery slips) and a transfer from MAIN into a
 * vendor's wallet (what the vendor's games are played with). A MAIN leg that pays with one of these
 * passes the ledger's stake hook (`StakeHook`) first.
 */
export const STAKE_KINDS: readonly MovementKind[] = ['bet', 'transfer'];

/**
 * A rule on money staked (a player's own limits, a break it took), run in the debit's transaction once
 * the debit has updated (and so locked) the MAIN wallet's row, as `OutgoingHold` is: two stakes in
 * parallel are decided one after the other, the second counting the first. It throws to refuse.
 */
export type StakeHook = (trx: Trx, leg: { memberId: number; amount: number; kind: MovementKind }) => Promise<void>;

/**
 * A rule on money leaving a wallet (the promotions' locks, a member's freeze), run in the debit's
 * transaction once the debit has updated (and so locked) the wallet's row: whatever races it (a claim,
 * a deposit, a bet, a freeze) either committed before, and is seen, or counts as after this debit
 * (what writes the row waits for this transaction to end). It throws to refuse.
 */
export type OutgoingHold = (trx: Trx, leg: { memberId: number; merchantId: number; balanceAfter: number; amount: number; kind: MovementKind }) => Promise<void>;

/**
 * What a movement announces, in its own transaction (a rollback takes it back; a replay moved nothing
 * and announces nothing): the domains above the ledger listen here (the team reports' day figures, the
 * members' balance events), wired in server.ts, so the money core imports none of them.
 */
export type PostedHook = (trx: Trx, movement: { memberLegs: readonly { memberId: number; amount: number }[]; kind: MovementKind; at: IsoTime }) => Promise<void>;

/** The ledger's hooks: the hold on money leaving, the rule on money staked, and what a movement announces. */
export interface LedgerHooks {
  hold?: OutgoingHold;
  stake?: StakeHook;
  posted?: PostedHook;
}

export const insufficientFunds = () => new ApiError(400, 'wallet.insufficient', 'wallet.insufficient');
const walletNotFound = () => new ApiError(404, 'wallet.not.found', 'wallet.not.found');
export const idempotencyConflict = () => new ApiError(409, 'wallet.idempotency.conflict', 'wallet.idempotency.conflict');

const KIND_PATTERN = /^[a-z][a-z0-9_.-]{0,31}$/;
const WALLET_PATTERN = /^[A-Z0-9_]{1,16}$/;
const HOUSE_PATTERN = /^house:[a-z][a-z0-9_.-]{0,31}$/;
/** ~10^15 minor units: far above any real movement, far below 2^53 so sums stay exact. */
const MAX_ABS_AMOUNT = 1e15;
const MAX_LEGS = 32;

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > MAX_ABS_AMOUNT) {
    throw new RangeError(`ledger amount must be a non-zero integer of minor units, got ${amount}`);
  }
}

function checkKindAndKey(kind: string, idempotencyKey: string): void {
  if (!KIND_PATTERN.test(kind)) throw new RangeError(`ledger kind "${kind}" is not a lower-case code`);
  if (!idempotencyKey || idempotencyKey.length > 200) throw new RangeError('ledger idempotencyKey must be 1 to 200 characters');
}

function isHouseLeg(leg: TransferLeg): leg is Extract<TransferLeg, { house: string }> {
  return 'house' in leg;
}

function checkTransfer(input: TransferInput): void {
  checkKindAndKey(input.kind, input.idempotencyKey);
  if (input.legs.length < 2 || input.legs.length > MAX_LEGS) throw new RangeError(`a ledger txn has 2 to ${MAX_LEGS} legs, got ${input.legs.length}`);
  let sum = 0;
  for (const leg of input.legs) {
    checkAmount(leg.amount);
    sum += leg.amount;
    if (isHouseLeg(leg)) {
      if (!HOUSE_PATTERN.test(leg.house)) throw new RangeError(`"${leg.house}" is not a house account (house:<code>)`);
    } else if (!WALLET_PATTERN.test(leg.wallet ?? MAIN_WALLET)) {
      throw new RangeError(`"${leg.wallet}" is not a wallet code`);
    }
  }
  if (sum !== 0) throw new RangeError(`the legs of a ledger txn must sum to zero, got ${sum}`);
}

/** The legs of a post: the member's, then the counter (a house account or another member wallet). */
function legsOfPost(input: PostInput): TransferLeg[] {
  checkAmount(input.amount);
  const member: TransferLeg = { memberId: input.memberId, wallet: input.wallet ?? MAIN_WALLET, amount: input.amount };
  const counter = input.counter ?? houseAccountOf(input.kind);
  if (counter === undefined) throw new RangeError(`ledger kind "${input.kind}" has no house account: pass counter`);
  if (typeof counter === 'string') return [member, { house: counter, amount: -input.amount }];
  return [member, { memberId: counter.memberId, wallet: counter.wallet ?? MAIN_WALLET, amount: -input.amount }];
}

function toEntry(row: EntryWithWallet): LedgerEntry {
  return {
    id: row.id,
    walletId: row.wallet_id,
    memberId: row.member_id,
    currency: row.currency,
    wallet: row.vendor_code,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    kind: row.kind,
    reference: row.reference,
    idempotencyKey: row.idempotency_key,
    txnId: row.txn_id,
    createdAt: row.created_at,
  };
}

function toHouseLeg(row: HouseEntryRow): HouseLeg {
  return { id: row.id, merchantId: row.merchant_id, account: row.account, amount: Number(row.amount) };
}

/** The key of the n-th member leg (0-based): the txn's own key for the first. */
function legKey(txnKey: string, index: number): string {
  return index === 0 ? txnKey : `${txnKey}#${index + 1}`;
}

/** What makes two movements the same: their legs as a multiset (merchant of house legs aside). */
function legSignature(legs: readonly TransferLeg[], currency: string): string {
  return legs
    .map((leg) => (isHouseLeg(leg) ? `h|${leg.house}|${leg.amount}` : `m|${leg.memberId}|${leg.wallet ?? MAIN_WALLET}|${currency}|${leg.amount}`))
    .sort()
    .join(',');
}

function storedSignature(entries: readonly EntryWithWallet[], house: readonly HouseEntryRow[]): string {
  return [
    ...entries.map((e) => `m|${e.member_id}|${e.vendor_code}|${e.currency}|${Number(e.amount)}`),
    ...house.map((h) => `h|${h.account}|${Number(h.amount)}`),
  ]
    .sort()
    .join(',');
}

type Trx = Transaction<Database> | Kysely<Database>;

/** A replay must be the same movement; the same key with other details is a caller bug, not a retry. */
async function replayTransfer(db: Trx, txnId: number, input: TransferInput, currency: string): Promise<TransferResult> {
  const txn = await db.selectFrom('ledger_txn').selectAll().where('id', '=', txnId).executeTakeFirstOrThrow();
  const entries = await entriesOfTxn(db, txnId);
  const house = await houseEntriesOfTxn(db, txnId);
  const same =
    txn.kind === input.kind &&
    txn.reference === (input.reference ?? null) &&
    storedSignature(entries, house) === legSignature(input.legs, currency);
  if (!same) throw idempotencyConflict();
  return { txnId, entries: entries.map(toEntry), house: house.map(toHouseLeg), replayed: true };
}

async function transferInTransaction(trx: Trx, input: TransferInput, { hold, stake, posted }: LedgerHooks): Promise<TransferResult> {
  checkTransfer(input);
  const currency = input.currency ?? CURRENCY;
  const existing = await findTxnByKey(trx, input.idempotencyKey);
  if (existing) return replayTransfer(trx, existing.id, input, currency);

  const now = input.at ?? isoNow();
  const reference = input.reference ?? null;
  // The txn first: a parallel twin on PostgreSQL waits on its unique key here, before any balance moves.
  const txn = await insertTxn(trx, { kind: input.kind, reference, idempotency_key: input.idempotencyKey, created_at: now });

  const memberLegs = input.legs.filter((leg): leg is Exclude<TransferLeg, { house: string }> => !isHouseLeg(leg));
  const wallets: WalletRow[] = [];
  for (const leg of memberLegs) {
    const code = leg.wallet ?? MAIN_WALLET;
    // MAIN is made with the member; vendor sub-wallets are made on first use.
    const wallet = code === MAIN_WALLET ? await findWallet(trx, leg.memberId, currency) : await ensureWallet(trx, leg.memberId, currency, code, now);
    if (!wallet) throw walletNotFound();
    wallets.push(wallet);
  }

  // Balances move in wallet-id order, so two transfers over the same wallets lock them in one order.
  const order = memberLegs.map((_, i) => i).sort((a, b) => (wallets[a]?.id ?? 0) - (wallets[b]?.id ?? 0));
  const balances = new Map<number, number>();
  for (const i of order) {
    const leg = memberLegs[i];
    const wallet = wallets[i];
    if (!leg || !wallet) continue;
    const after = await applyToBalance(trx, wallet.id, leg.amount, now);
    if (after === undefined) throw insufficientFunds();
    balances.set(i, after);
    if (hold && leg.amount < 0 && wallet.vendor_code === MAIN_WALLET && OUTGOING_KINDS.includes(input.kind)) {
      await hold(trx, { memberId: leg.memberId, merchantId: (await merchantOfMember(trx, leg.memberId)) ?? 0, balanceAfter: after, amount: -leg.amount, kind: input.kind });
    }
    if (stake && leg.amount < 0 && wallet.vendor_code === MAIN_WALLET && STAKE_KINDS.includes(input.kind)) {
      await stake(trx, { memberId: leg.memberId, amount: -leg.amount, kind: input.kind });
    }
  }

  const entries: LedgerEntry[] = [];
  for (const [i, leg] of memberLegs.entries()) {
    const wallet = wallets[i];
    const balanceAfter = balances.get(i);
    if (!wallet || balanceAfter === undefined) throw new Error('ledger leg without its wallet');
    const row = await insertEntry(trx, {
      wallet_id: wallet.id,
      amount: leg.amount,
      balance_after: balanceAfter,
      kind: input.kind,
      reference: leg.reference === undefined ? reference : leg.reference,
      idempotency_key: legKey(input.idempotencyKey, i),
      created_at: now,
      txn_id: txn.id,
    });
    entries.push(toEntry({ ...row, member_id: wallet.member_id, currency, vendor_code: wallet.vendor_code }));
  }

  const house: HouseLeg[] = [];
  let defaultMerchant: number | undefined;
  for (const leg of input.legs) {
    if (!isHouseLeg(leg)) continue;
    let merchantId = leg.merchantId;
    if (merchantId === undefined) {
      defaultMerchant ??= memberLegs[0] ? await merchantOfMember(trx, memberLegs[0].memberId) : undefined;
      merchantId = defaultMerchant;
    }
    if (merchantId === undefined) throw new RangeError('a house leg needs merchantId when the txn has no member leg');
    house.push(toHouseLeg(await insertHouseEntry(trx, { txn_id: txn.id, merchant_id: merchantId, account: leg.house, amount: leg.amount, created_at: now })));
  }
  if (posted) await posted(trx, { memberLegs, kind: input.kind, at: now });
  return { txnId: txn.id, entries, house, replayed: false };
}

/** The post's answer: its member leg (the one that carries the txn's own key). */
function postResultOf(result: TransferResult, input: PostInput): PostResult {
  const wallet = input.wallet ?? MAIN_WALLET;
  const entry =
    result.entries.find((e) => e.idempotencyKey === input.idempotencyKey) ??
    result.entries.find((e) => e.memberId === input.memberId && e.wallet === wallet);
  if (!entry) throw idempotencyConflict();
  return { entry, replayed: result.replayed };
}

function transferOfPost(input: PostInput): TransferInput {
  checkKindAndKey(input.kind, input.idempotencyKey);
  return { kind: input.kind, reference: input.reference ?? null, idempotencyKey: input.idempotencyKey, legs: legsOfPost(input), currency: input.currency, at: input.at };
}

export function createLedger(db: Kysely<Database>, hooks: LedgerHooks = {}): Ledger {
  async function transfer(trx: Transaction<Database>, input: TransferInput): Promise<TransferResult> {
    return transferInTransaction(trx, input, hooks);
  }

  async function transferNow(input: TransferInput): Promise<TransferResult> {
    try {
      return await db.transaction().execute((trx) => transferInTransaction(trx, input, hooks));
    } catch (error) {
      // Two movements with one key raced: the loser's insert hit the unique key and its transaction
      // (balance changes included) rolled back. Answer with the winner's movement, as a replay.
      if (!isUniqueViolation(error)) throw error;
      const existing = await findTxnByKey(db, input.idempotencyKey);
      if (!existing) throw error;
      return replayTransfer(db, existing.id, input, input.currency ?? CURRENCY);
    }
  }

  async function postInTransaction(trx: Transaction<Database>, input: PostInput): Promise<PostResult> {
    return postResultOf(await transferInTransaction(trx, transferOfPost(input), hooks), input);
  }

  async function post(input: PostInput): Promise<PostResult> {
    return postResultOf(await transferNow(transferOfPost(input)), input);
  }

  async function balanceOf(memberId: number, currency: string = CURRENCY, wallet: string = MAIN_WALLET): Promise<number> {
    const row = await findWallet(db, memberId, currency, wallet);
    if (!row) {
      if (wallet !== MAIN_WALLET) return 0;
      throw walletNotFound();
    }
    return Number(row.balance);
  }

  async function movement(idempotencyKey: string, reader: Trx = db): Promise<TransferResult | undefined> {
    const txn = await findTxnByKey(reader, idempotencyKey);
    if (!txn) return undefined;
    const [entries, house] = await Promise.all([entriesOfTxn(reader, txn.id), houseEntriesOfTxn(reader, txn.id)]);
    return { txnId: txn.id, entries: entries.map(toEntry), house: house.map(toHouseLeg), replayed: true };
  }

  return { post, postInTransaction, transfer, transferNow, movement, balanceOf, verifyBooks: () => verifyBooks(db) };
}
