import type { Ledger, PostInput } from '../src';
import { DEMO_ACCOUNTS } from '../src';
import { ApiError } from '../src/http/api-error';
import { createMember } from '../src/member/service';
import { withDb } from './helpers/db';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let ledger: Ledger;
let key = 0;
const nextKey = (label: string) => `test:${label}:${++key}`;

beforeAll(async () => {
  server = await startServer();
  ledger = server.app.portal.ledger;
});
afterAll(() => server.close());

function memberId(account: string): number {
  return withDb(server.dbFile, (db) => (db.prepare('SELECT id FROM member WHERE account = ?').get(account) as { id: number }).id);
}

/** A fresh member with an empty wallet, so each test starts from a known balance. */
async function freshMember(name: string, opening = 0): Promise<number> {
  const member = await createMember(server.app.portal, { merchantId: 1, account: name, nickname: name, type: 0, passwordHash: 'x' });
  if (opening > 0) await ledger.post({ memberId: member.id, amount: opening, kind: 'seed', idempotencyKey: nextKey('open') });
  return member.id;
}

function entriesOf(id: number) {
  return withDb(server.dbFile, (db) =>
    db.prepare('SELECT e.amount, e.balance_after, e.kind FROM ledger_entry e JOIN wallet w ON w.id = e.wallet_id WHERE w.member_id = ? ORDER BY e.id').all(id),
  ) as { amount: number; balance_after: number; kind: string }[];
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('ledger.post', () => {
  it('seeded the demo balances through the ledger', async () => {
    const id = memberId(DEMO_ACCOUNTS.player.username);
    expect(await ledger.balanceOf(id)).toBe(1_000_000);
    expect(entriesOf(id)).toEqual([{ amount: 1_000_000, balance_after: 1_000_000, kind: 'seed' }]);
  });

  it('writes an entry and moves the balance together', async () => {
    const id = await freshMember('ledgerone');
    const credit = await ledger.post({ memberId: id, amount: 5_000, kind: 'deposit', reference: 'D-1', idempotencyKey: nextKey('dep') });
    expect(credit).toEqual({
      replayed: false,
      entry: expect.objectContaining({ memberId: id, amount: 5_000, balanceAfter: 5_000, kind: 'deposit', reference: 'D-1', currency: 'MMK' }),
    });
    const debit = await ledger.post({ memberId: id, amount: -1_250, kind: 'bet', idempotencyKey: nextKey('bet') });
    expect(debit.entry.balanceAfter).toBe(3_750);
    expect(await ledger.balanceOf(id)).toBe(3_750);
    expect(entriesOf(id).map((e) => e.balance_after)).toEqual([5_000, 3_750]);
  });

  it('is idempotent: a reused key returns the first entry and moves nothing', async () => {
    const id = await freshMember('ledgertwo');
    const input: PostInput = { memberId: id, amount: 700, kind: 'deposit', reference: 'D-2', idempotencyKey: nextKey('dep') };
    const first = await ledger.post(input);
    const second = await ledger.post(input);
    expect(second).toEqual({ entry: first.entry, replayed: true });
    expect(await ledger.balanceOf(id)).toBe(700);
    expect(entriesOf(id)).toHaveLength(1);
  });

  it('refuses a reused key with other details', async () => {
    const id = await freshMember('ledgerthree', 1_000);
    const idempotencyKey = nextKey('wd');
    await ledger.post({ memberId: id, amount: -100, kind: 'withdrawal', idempotencyKey });
    const error = await rejection(ledger.post({ memberId: id, amount: -200, kind: 'withdrawal', idempotencyKey }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorCode).toBe('wallet.idempotency.conflict');
    expect(await ledger.balanceOf(id)).toBe(900);
  });

  it('refuses to go below zero and writes nothing', async () => {
    const id = await freshMember('ledgerfour', 500);
    const error = await rejection(ledger.post({ memberId: id, amount: -501, kind: 'bet', idempotencyKey: nextKey('bet') }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorCode).toBe('wallet.insufficient');
    expect(await ledger.balanceOf(id)).toBe(500);
    expect(entriesOf(id)).toHaveLength(1);
    // Down to exactly zero is fine.
    expect((await ledger.post({ memberId: id, amount: -500, kind: 'bet', idempotencyKey: nextKey('bet') })).entry.balanceAfter).toBe(0);
  });

  it('cannot be overspent by 20 parallel debits', async () => {
    const id = await freshMember('ledgerfive', 1_000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => ledger.post({ memberId: id, amount: -150, kind: 'bet', idempotencyKey: nextKey(`race${i}`) })),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(6);
    expect(lost).toHaveLength(14);
    for (const r of lost) expect((r.reason as ApiError).errorCode).toBe('wallet.insufficient');
    expect(await ledger.balanceOf(id)).toBe(100);
    const entries = entriesOf(id);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(100);
    expect(Math.min(...entries.map((e) => e.balance_after))).toBe(100);
  });

  it('moves money once when 20 parallel posts share a key', async () => {
    const id = await freshMember('ledgersix');
    const input: PostInput = { memberId: id, amount: 250, kind: 'deposit', idempotencyKey: nextKey('dup') };
    const results = await Promise.all(Array.from({ length: 20 }, () => ledger.post(input)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(await ledger.balanceOf(id)).toBe(250);
  });

  it('rolls back with the caller transaction it joined', async () => {
    const id = await freshMember('ledgerseven', 300);
    await rejection(
      server.app.portal.db.transaction().execute(async (trx) => {
        await ledger.postInTransaction(trx, { memberId: id, amount: -300, kind: 'bet', idempotencyKey: nextKey('round') });
        throw new Error('the round failed after the debit');
      }),
    );
    expect(await ledger.balanceOf(id)).toBe(300);
    expect(entriesOf(id)).toHaveLength(1);
  });

  it('rejects amounts that are not non-zero integers of minor units', async () => {
    const id = await freshMember('ledgereight', 100);
    for (const amount of [0, 1.5, Number.NaN, 1e16]) {
      await expect(ledger.post({ memberId: id, amount, kind: 'bet', idempotencyKey: nextKey('bad') })).rejects.toThrow(RangeError);
    }
    await expect(ledger.post({ memberId: id, amount: 1, kind: 'Not A Kind' as PostInput['kind'] /* a caller outside the types */, idempotencyKey: nextKey('bad') })).rejects.toThrow(RangeError);
  });

  it('answers wallet.not.found for a member without a wallet', async () => {
    const error = await rejection(ledger.post({ memberId: 999_999, amount: 1, kind: 'deposit', idempotencyKey: nextKey('ghost') }));
    expect((error as ApiError).errorCode).toBe('wallet.not.found');
  });

  it('keeps every wallet equal to the sum of its entries', () => {
    const mismatches = withDb(server.dbFile, (db) =>
      db.prepare('SELECT w.id FROM wallet w LEFT JOIN ledger_entry e ON e.wallet_id = w.id GROUP BY w.id HAVING w.balance <> COALESCE(SUM(e.amount), 0)').all(),
    );
    expect(mismatches).toEqual([]);
  });

  it('is guarded by the database too: a direct negative balance is refused', () => {
    const id = memberId(DEMO_ACCOUNTS.agent.username);
    expect(() => withDb(server.dbFile, (db) => db.prepare('UPDATE wallet SET balance = -1 WHERE member_id = ?').run(id))).toThrow(/CHECK constraint/);
  });
});
