import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type RawBuilder } from 'kysely';
import type { Ledger, PostInput } from '../src';
import { connectDatabase } from '../src/db/connect';
import { migrationProvider } from '../src/db/migrations';
import { ApiError } from '../src/http/api-error';
import { createMember } from '../src/registration';
import { houseAccountOf, verifyBooks, type TransferInput } from '../src/wallet/ledger';
import { rows as dbRows } from './helpers/db';
import { startServer, type TestServer } from './helpers/server';

/*
 * The double-entry ledger (docs/wire-contract.md "The ledger"): every movement is one ledger_txn whose
 * legs (member entries and house entries) sum to zero; member wallets never go below zero; keys make
 * movements idempotent; migration 0005 gives the history a balanced txn each.
 */

let server: TestServer;
let ledger: Ledger;
let key = 0;
const nextKey = (label: string) => `dbl:${label}:${++key}`;

beforeAll(async () => {
  server = await startServer();
  ledger = server.app.portal.ledger;
});
afterAll(() => server.close());

async function freshMember(name: string, opening = 0): Promise<number> {
  const member = await createMember(server.app.portal, { merchantId: 1, account: name, nickname: name, type: 0, passwordHash: 'x' });
  if (opening > 0) await ledger.post({ memberId: member.id, amount: opening, kind: 'seed', idempotencyKey: nextKey('open') });
  return member.id;
}

/** Rows of a portable statement (kysely's `sql` template) on the server's database. */
const rows = <T>(query: RawBuilder<T>) => dbRows(server, query);

/** Every leg of a txn: member legs as `m:<member>:<wallet>:<amount>`, house legs as `h:<account>:<amount>`. */
async function legsOf(txnId: number | null): Promise<string[]> {
  const members = (
    await rows(
      sql<{ member_id: number; vendor_code: string; amount: number }>`SELECT w.member_id, w.vendor_code, e.amount FROM ledger_entry e JOIN wallet w ON w.id = e.wallet_id WHERE e.txn_id = ${txnId} ORDER BY e.id`,
    )
  ).map((r) => `m:${r.member_id}:${r.vendor_code}:${r.amount}`);
  const house = (await rows(sql<{ account: string; amount: number }>`SELECT account, amount FROM house_entry WHERE txn_id = ${txnId} ORDER BY id`)).map(
    (r) => `h:${r.account}:${r.amount}`,
  );
  return [...members, ...house];
}

/**
 * The message of a driver error. Not `rejects.toThrow`: better-sqlite3 is a native module loaded once
 * per jest worker, so its SqliteError can come from another test file's realm and fail `instanceof Error`.
 */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String(error);
  }
  return 'did not fail';
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

const counts = async () =>
  (await rows(sql<{ txns: number; entries: number; house: number }>`SELECT (SELECT COUNT(*) FROM ledger_txn) AS txns, (SELECT COUNT(*) FROM ledger_entry) AS entries, (SELECT COUNT(*) FROM house_entry) AS house`))[0];

describe('the books of a fresh site', () => {
  it('balance: the seed and the demo rounds are txns with house legs', async () => {
    const report = await ledger.verifyBooks();
    expect(report).toMatchObject({ ok: true, unbalancedTxns: [], thinTxns: [], walletMismatches: [], entriesWithoutTxn: 0 });
    expect(report.memberTotal).toBeGreaterThan(0);
    expect(report.memberTotal + report.houseTotal).toBe(0);
    const accounts = await rows(sql<{ kind: string; account: string }>`SELECT DISTINCT t.kind, h.account FROM ledger_txn t JOIN house_entry h ON h.txn_id = t.id ORDER BY t.kind, h.account`);
    for (const { kind, account } of accounts) expect(account).toBe(houseAccountOf(kind));
    expect(accounts.map((a) => a.kind)).toEqual(expect.arrayContaining(['seed', 'bet', 'payout']));
  });

  it('keeps every wallet in MAIN until a sub-wallet is used', async () => {
    expect(await rows(sql<{ vendor_code: string }>`SELECT DISTINCT vendor_code FROM wallet`)).toEqual([{ vendor_code: 'MAIN' }]);
  });
});

describe('ledger.post (double entry)', () => {
  it.each([
    ['deposit', 'house:deposit'],
    ['withdrawal', 'house:withdrawal'],
    ['withdrawal.refund', 'house:withdrawal'],
    ['bet', 'house:game'],
    ['payout', 'house:game'],
    ['bonus', 'house:bonus'],
    ['adjustment', 'house:adjustment'],
    ['seed', 'house:seed'],
  ] as const)('posts %s against %s', async (kind, account) => {
    const id = await freshMember(`kind${key}`, 10_000);
    const amount = kind === 'bet' || kind === 'withdrawal' ? -2_500 : 2_500;
    const { entry } = await ledger.post({ memberId: id, amount, kind, reference: 'R-1', idempotencyKey: nextKey(kind) });
    expect(entry).toMatchObject({ memberId: id, wallet: 'MAIN', amount, balanceAfter: 10_000 + amount, kind, reference: 'R-1' });
    expect(await legsOf(entry.txnId)).toEqual([`m:${id}:MAIN:${amount}`, `h:${account}:${-amount}`]);
    const [txn] = await rows(sql<{ kind: string; reference: string; idempotency_key: string }>`SELECT kind, reference, idempotency_key FROM ledger_txn WHERE id = ${entry.txnId}`);
    expect(txn).toEqual({ kind, reference: 'R-1', idempotency_key: entry.idempotencyKey });
  });

  it('posts to a vendor sub-wallet, made on first use', async () => {
    const id = await freshMember('subwallet', 5_000);
    expect(await ledger.balanceOf(id, 'MMK', 'PG')).toBe(0);
    const { entry } = await ledger.post({ memberId: id, amount: 700, kind: 'bonus', wallet: 'PG', idempotencyKey: nextKey('pg') });
    expect(entry).toMatchObject({ wallet: 'PG', balanceAfter: 700 });
    expect(await ledger.balanceOf(id, 'MMK', 'PG')).toBe(700);
    expect(await ledger.balanceOf(id)).toBe(5_000);
    expect(await rows(sql`SELECT vendor_code FROM wallet WHERE member_id = ${id} ORDER BY id`)).toEqual([{ vendor_code: 'MAIN' }, { vendor_code: 'PG' }]);
  });

  it('takes a counter: a named house account, or a member wallet (no house leg)', async () => {
    const a = await freshMember('countera', 3_000);
    const b = await freshMember('counterb');
    const promo = await ledger.post({ memberId: a, amount: 100, kind: 'bonus', counter: 'house:adjustment', idempotencyKey: nextKey('promo') });
    expect(await legsOf(promo.entry.txnId)).toEqual([`m:${a}:MAIN:100`, 'h:house:adjustment:-100']);
    const gift = await ledger.post({ memberId: a, amount: -1_000, kind: 'transfer', counter: { memberId: b }, idempotencyKey: nextKey('gift') });
    expect(await legsOf(gift.entry.txnId)).toEqual([`m:${a}:MAIN:-1000`, `m:${b}:MAIN:1000`]);
    expect([await ledger.balanceOf(a), await ledger.balanceOf(b)]).toEqual([2_100, 1_000]);
  });

  it('refuses a kind without a house account when no counter is given', async () => {
    const id = await freshMember('nocounter', 100);
    await expect(ledger.post({ memberId: id, amount: 1, kind: 'transfer', idempotencyKey: nextKey('x') })).rejects.toThrow(RangeError);
  });

  it('replays on the key, and refuses the key with another wallet or counter', async () => {
    const id = await freshMember('postreplay', 1_000);
    const input: PostInput = { memberId: id, amount: -300, kind: 'bet', reference: 'round:1', idempotencyKey: nextKey('bet') };
    const first = await ledger.post(input);
    const before = await counts();
    expect(await ledger.post(input)).toEqual({ entry: first.entry, replayed: true });
    expect(await counts()).toEqual(before);
    for (const change of [{ wallet: 'PG' }, { counter: 'house:bonus' }, { reference: 'round:2' }]) {
      expect(((await rejection(ledger.post({ ...input, ...change }))) as ApiError).errorCode).toBe('wallet.idempotency.conflict');
    }
    expect(await counts()).toEqual(before);
  });
});

describe('ledger.transfer', () => {
  const db = () => server.app.portal.db;
  const run = (input: TransferInput) => db().transaction().execute((trx) => ledger.transfer(trx, input));

  it('moves between member wallets and house accounts in one txn', async () => {
    const a = await freshMember('transfera', 10_000);
    const b = await freshMember('transferb');
    const result = await run({
      kind: 'transfer',
      reference: 'mix',
      idempotencyKey: nextKey('mix'),
      legs: [
        { memberId: a, wallet: 'MAIN', amount: -6_000 },
        { memberId: a, wallet: 'PG', amount: 2_000 },
        { memberId: b, amount: 3_000, reference: 'from a' },
        { house: 'house:bonus', amount: 1_000 },
      ],
    });
    expect(result.replayed).toBe(false);
    expect(result.entries.map((e) => [e.memberId, e.wallet, e.amount, e.balanceAfter, e.reference])).toEqual([
      [a, 'MAIN', -6_000, 4_000, 'mix'],
      [a, 'PG', 2_000, 2_000, 'mix'],
      [b, 'MAIN', 3_000, 3_000, 'from a'],
    ]);
    expect(result.house).toEqual([expect.objectContaining({ account: 'house:bonus', amount: 1_000, merchantId: 1 })]);
    // Every member leg has a unique key: the txn's own for the first, numbered after it.
    expect(result.entries.map((e) => e.idempotencyKey.replace(/^.*?(#\d+)?$/, '$1'))).toEqual(['', '#2', '#3']);
    expect((await ledger.verifyBooks()).ok).toBe(true);
  });

  it('refuses legs that do not sum to zero, fewer than two legs and bad codes, writing nothing', async () => {
    const a = await freshMember('badlegs', 1_000);
    const before = await counts();
    for (const legs of [
      [{ memberId: a, amount: -100 }, { house: 'house:game', amount: 99 }],
      [{ memberId: a, amount: 100 }],
      [{ memberId: a, amount: -100 }, { house: 'bank', amount: 100 }],
      [{ memberId: a, amount: -100 }, { memberId: a, wallet: 'pg', amount: 100 }],
      [{ memberId: a, amount: -100.5 }, { house: 'house:game', amount: 100.5 }],
      [{ memberId: a, amount: 0 }, { house: 'house:game', amount: 0 }],
    ]) {
      await expect(run({ kind: 'transfer', idempotencyKey: nextKey('bad'), legs })).rejects.toThrow(RangeError);
    }
    expect(await counts()).toEqual(before);
  });

  it('never takes a member wallet below zero: the whole txn rolls back', async () => {
    const a = await freshMember('overdraw', 1_000);
    const b = await freshMember('overdrawb');
    const before = await counts();
    const error = await rejection(
      run({
        kind: 'transfer',
        idempotencyKey: nextKey('over'),
        legs: [
          { memberId: b, amount: 1_500 },
          { memberId: a, amount: -1_001 },
          { house: 'house:game', amount: -499 },
        ],
      }),
    );
    expect((error as ApiError).errorCode).toBe('wallet.insufficient');
    expect(await counts()).toEqual(before);
    expect([await ledger.balanceOf(a), await ledger.balanceOf(b)]).toEqual([1_000, 0]);
    // An empty sub-wallet cannot pay either.
    const fromPg = await rejection(run({ kind: 'transfer', idempotencyKey: nextKey('pg'), legs: [{ memberId: a, wallet: 'PG', amount: -1 }, { memberId: a, amount: 1 }] }));
    expect((fromPg as ApiError).errorCode).toBe('wallet.insufficient');
  });

  it('lets house accounts go below zero', async () => {
    const a = await freshMember('housegoes', 0);
    const result = await run({ kind: 'bonus', idempotencyKey: nextKey('hb'), legs: [{ house: 'house:bonus', amount: -5_000 }, { memberId: a, amount: 5_000 }] });
    expect(result.entries[0]?.balanceAfter).toBe(5_000);
  });

  it('is idempotent: the same key and legs (in any order) replay; other legs conflict', async () => {
    const a = await freshMember('trreplay', 2_000);
    const b = await freshMember('trreplayb');
    const input: TransferInput = { kind: 'transfer', reference: 'r', idempotencyKey: nextKey('tr'), legs: [{ memberId: a, amount: -500 }, { memberId: b, amount: 500 }] };
    const first = await run(input);
    const before = await counts();
    const again = await run({ ...input, legs: [...input.legs].reverse() });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await counts()).toEqual(before);
    const conflict = await rejection(run({ ...input, legs: [{ memberId: a, amount: -400 }, { memberId: b, amount: 400 }] }));
    expect((conflict as ApiError).errorCode).toBe('wallet.idempotency.conflict');
    expect(((await rejection(run({ ...input, kind: 'bonus' }))) as ApiError).errorCode).toBe('wallet.idempotency.conflict');
    expect(await ledger.balanceOf(a)).toBe(1_500);
  });

  it('moves once when 20 parallel transfers share a key (transferNow)', async () => {
    const a = await freshMember('trtwins', 1_000);
    const input: TransferInput = { kind: 'transfer', idempotencyKey: nextKey('twins'), legs: [{ memberId: a, amount: -100 }, { memberId: a, wallet: 'JILI', amount: 100 }] };
    const results = await Promise.all(Array.from({ length: 20 }, () => ledger.transferNow(input)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.txnId)).size).toBe(1);
    expect(await ledger.balanceOf(a, 'MMK', 'JILI')).toBe(100);
  });

  it('never overspends under 20 parallel transfers', async () => {
    const a = await freshMember('trrace', 1_000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        ledger.transferNow({ kind: 'transfer', idempotencyKey: nextKey(`race${i}`), legs: [{ memberId: a, amount: -150 }, { memberId: a, wallet: 'PP', amount: 150 }] }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(6);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as ApiError).errorCode).toBe('wallet.insufficient');
    expect([await ledger.balanceOf(a), await ledger.balanceOf(a, 'MMK', 'PP')]).toEqual([100, 900]);
  });
});

describe('verifyBooks', () => {
  it('finds a txn that does not sum to zero and a wallet that differs from its entries', async () => {
    const a = await freshMember('tamper', 1_000);
    const { entry } = await ledger.post({ memberId: a, amount: 10, kind: 'bonus', idempotencyKey: nextKey('t') });
    expect((await ledger.verifyBooks()).ok).toBe(true);

    await rows(sql`UPDATE house_entry SET amount = amount - 1 WHERE txn_id = ${entry.txnId}`);
    const unbalanced = await verifyBooks(server.app.portal.db);
    expect(unbalanced).toMatchObject({ ok: false, unbalancedTxns: [entry.txnId] });
    await rows(sql`UPDATE house_entry SET amount = amount + 1 WHERE txn_id = ${entry.txnId}`);

    await rows(sql`UPDATE wallet SET balance = balance + 5 WHERE id = ${entry.walletId}`);
    const mismatched = await ledger.verifyBooks();
    expect(mismatched).toMatchObject({ ok: false, walletMismatches: [{ walletId: entry.walletId, balance: 1_015, entries: 1_010 }] });
    await rows(sql`UPDATE wallet SET balance = balance - 5 WHERE id = ${entry.walletId}`);
    expect((await ledger.verifyBooks()).ok).toBe(true);
  });
});

describe('migration 0005-ledger on a database with history', () => {
  it('rebuilds the wallets, keeps their ids and foreign keys, and balances the history', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-ledger-migration-'));
    const handle = connectDatabase(`sqlite:${path.join(dir, 'old.db')}`);
    const { db } = handle;
    try {
      const migrator = new Migrator({ db, provider: migrationProvider('sqlite') });
      expect((await migrator.migrateTo('0004-games-indexes')).error).toBeUndefined();
      const now = new Date().toISOString();
      await sql`INSERT INTO merchant (id, code, name, created_at) VALUES (1, 'OLD', 'Old site', ${now})`.execute(db);
      for (const [id, account] of [
        [1, 'alice'],
        [2, 'bob'],
      ] as const) {
        await sql`INSERT INTO member (id, merchant_id, account, nickname, type, password_hash, password_changed_at, created_at)
                  VALUES (${id}, 1, ${account}, ${account}, 0, 'x', ${now}, ${now})`.execute(db);
      }
      // Wallet ids that are not the member ids, so a rebuild that renumbered them would show.
      await sql`INSERT INTO wallet (id, member_id, currency, balance, updated_at) VALUES (7, 1, 'MMK', 800, ${now}), (9, 2, 'MMK', 50, ${now})`.execute(db);
      const history: [number, number, number, string, string][] = [
        [7, 1_000, 1_000, 'seed', 'seed:alice'],
        [7, -300, 700, 'bet', 'round:1:bet'],
        [7, 100, 800, 'payout', 'round:1:payout'],
        [9, 50, 50, 'deposit', 'dep:1'],
      ];
      for (const [walletId, amount, after, kind, idempotencyKey] of history) {
        await sql`INSERT INTO ledger_entry (wallet_id, amount, balance_after, kind, reference, idempotency_key, created_at)
                  VALUES (${walletId}, ${amount}, ${after}, ${kind}, NULL, ${idempotencyKey}, ${now})`.execute(db);
      }

      const latest = await migrator.migrateToLatest();
      expect(latest.error).toBeUndefined();
      expect(latest.results?.map((r) => [r.migrationName, r.status])).toContainEqual(['0005-ledger', 'Success']);

      const wallets = await sql<{ id: number; member_id: number; vendor_code: string; balance: number }>`SELECT id, member_id, vendor_code, balance FROM wallet ORDER BY id`.execute(db);
      expect(wallets.rows).toEqual([
        { id: 7, member_id: 1, vendor_code: 'MAIN', balance: 800 },
        { id: 9, member_id: 2, vendor_code: 'MAIN', balance: 50 },
      ]);
      const house = await sql<{ key: string; account: string; amount: number; merchant_id: number }>`
        SELECT t.idempotency_key AS key, h.account, h.amount, h.merchant_id FROM house_entry h JOIN ledger_txn t ON t.id = h.txn_id ORDER BY t.id`.execute(db);
      expect(house.rows).toEqual([
        { key: 'seed:alice', account: 'house:seed', amount: -1_000, merchant_id: 1 },
        { key: 'round:1:bet', account: 'house:game', amount: 300, merchant_id: 1 },
        { key: 'round:1:payout', account: 'house:game', amount: -100, merchant_id: 1 },
        { key: 'dep:1', account: 'house:deposit', amount: -50, merchant_id: 1 },
      ]);
      expect(await verifyBooks(db)).toMatchObject({ ok: true, memberTotal: 850, houseTotal: -850 });

      // The new uniqueness: a sub-wallet beside MAIN is fine, a second MAIN is not; the CHECK survived.
      await sql`INSERT INTO wallet (member_id, currency, vendor_code, balance, updated_at) VALUES (1, 'MMK', 'PG', 0, ${now})`.execute(db);
      expect(await failureOf(sql`INSERT INTO wallet (member_id, currency, balance, updated_at) VALUES (1, 'MMK', 0, ${now})`.execute(db))).toMatch(/UNIQUE/);
      expect(await failureOf(sql`UPDATE wallet SET balance = -1 WHERE id = 7`.execute(db))).toMatch(/CHECK/);
      // Foreign keys are on again and ledger_entry still points at the rebuilt wallet table.
      expect((await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db)).rows[0]?.foreign_keys).toBe(1);
      const ghost = sql`INSERT INTO ledger_entry (wallet_id, amount, balance_after, kind, idempotency_key, created_at) VALUES (999, 1, 1, 'seed', 'ghost', ${now})`;
      expect(await failureOf(ghost.execute(db))).toMatch(/FOREIGN KEY/);
      expect(await failureOf(sql`DELETE FROM wallet WHERE id = 7`.execute(db))).toMatch(/FOREIGN KEY/);
      // A new wallet does not reuse an id.
      const created = await sql<{ id: number }>`SELECT id FROM wallet WHERE vendor_code = 'PG'`.execute(db);
      expect(created.rows[0]?.id).toBeGreaterThan(9);
    } finally {
      await db.destroy();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
