import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/*
 * The books' check (double entry): what the ledger promises, read back from the tables. Apart from
 * ledger.ts so the one money path stays short; the ledger exposes it as `verifyBooks()`.
 */

export interface BooksReport {
  ok: boolean;
  /** Transactions whose legs do not sum to zero. */
  unbalancedTxns: number[];
  /** Transactions with fewer than two legs. */
  thinTxns: number[];
  /** Wallets whose balance differs from the sum of their entries. */
  walletMismatches: { walletId: number; balance: number; entries: number }[];
  /** Member entries outside any transaction. */
  entriesWithoutTxn: number;
  /** Sum of every wallet balance, and of every house leg: together zero when the books balance. */
  memberTotal: number;
  houseTotal: number;
  /** Lottery bets still open on a draw marked settled: stakes taken that no settlement will pay or refund. */
  openBetsOnSettledDraws: number[];
}

/**
 * Checks the books: every txn sums to zero with two legs or more; every wallet equals its entries; no
 * lottery stake is left open on a settled draw.
 */
export async function verifyBooks(db: Kysely<Database>): Promise<BooksReport> {
  const txns = await sql<{ id: number; total: number | string; legs: number | string }>`
    SELECT t.id, COALESCE(e.total, 0) + COALESCE(h.total, 0) AS total, COALESCE(e.legs, 0) + COALESCE(h.legs, 0) AS legs
    FROM ledger_txn t
    LEFT JOIN (SELECT txn_id, SUM(amount) AS total, COUNT(*) AS legs FROM ledger_entry GROUP BY txn_id) e ON e.txn_id = t.id
    LEFT JOIN (SELECT txn_id, SUM(amount) AS total, COUNT(*) AS legs FROM house_entry GROUP BY txn_id) h ON h.txn_id = t.id
    WHERE COALESCE(e.total, 0) + COALESCE(h.total, 0) <> 0 OR COALESCE(e.legs, 0) + COALESCE(h.legs, 0) < 2
    ORDER BY t.id`.execute(db);
  const mismatches = await sql<{ id: number; balance: number | string; entries: number | string }>`
    SELECT w.id, w.balance, COALESCE(SUM(e.amount), 0) AS entries
    FROM wallet w LEFT JOIN ledger_entry e ON e.wallet_id = w.id
    GROUP BY w.id, w.balance
    HAVING w.balance <> COALESCE(SUM(e.amount), 0)
    ORDER BY w.id`.execute(db);
  const totals = await sql<{ without_txn: number | string; member_total: number | string | null; house_total: number | string | null }>`
    SELECT (SELECT COUNT(*) FROM ledger_entry WHERE txn_id IS NULL) AS without_txn,
           (SELECT SUM(balance) FROM wallet) AS member_total,
           (SELECT SUM(amount) FROM house_entry) AS house_total`.execute(db);
  // The literal `open` matches the partial index of open bets (migration 0031) on both databases.
  const strayBets = await sql<{ id: number }>`
    SELECT b.id FROM lottery_bet b JOIN lottery_draw d ON d.id = b.draw_id
    WHERE b.status = 'open' AND d.settled_at IS NOT NULL
    ORDER BY b.id`.execute(db);
  const row = totals.rows[0];
  const report: BooksReport = {
    ok: false,
    unbalancedTxns: txns.rows.filter((t) => Number(t.total) !== 0).map((t) => Number(t.id)),
    thinTxns: txns.rows.filter((t) => Number(t.legs) < 2).map((t) => Number(t.id)),
    walletMismatches: mismatches.rows.map((m) => ({ walletId: Number(m.id), balance: Number(m.balance), entries: Number(m.entries) })),
    entriesWithoutTxn: Number(row?.without_txn ?? 0),
    memberTotal: Number(row?.member_total ?? 0),
    houseTotal: Number(row?.house_total ?? 0),
    openBetsOnSettledDraws: strayBets.rows.map((b) => Number(b.id)),
  };
  report.ok =
    report.unbalancedTxns.length === 0 &&
    report.thinTxns.length === 0 &&
    report.walletMismatches.length === 0 &&
    report.entriesWithoutTxn === 0 &&
    report.memberTotal + report.houseTotal === 0 &&
    report.openBetsOnSettledDraws.length === 0;
  return report;
}
