import { sql } from 'kysely';
import type { Ledger, PostInput } from '../src';
import { DEMO_ACCOUNTS } from '../src';
import { ApiError } from '../src/http/api-error';
import { createMember } from '../src/registration';
import { memberIdOf, rows } from './helpers/db';
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


/** A fresh member with an empty wallet, so each test starts from a known balance. */
async function freshMember(name: string, opening = 0): Promise<number> {
  const member = await createMember(server.app.portal, { merchantId: 1, account: name, nickname: name, type: 0, passwordHash: 'x' });
  if (opening > 0) await ledger.post({ memberId: member.id, amount: opening, kind: 'seed', idempotencyKey: nextKey('open') });
  return member.id;
}

function entriesOf(id: number): Promise<{ amount: number; balance_after: number; kind: string }[]> {
  return server.app.portal.db
    .selectFrom('ledger_entry as e')
    .innerJoin('wallet as w', 'w.id', 'e.wallet_id')
    .select(['e.amount', 'e.balance_after', 'e.kind'])
    .where('w.member_id', '=', id)
    .orderBy('e.id')
    .execute();
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
    const id = await memberIdOf(server, DEMO_ACCOUNTS.player.username);
    expect(await ledger.balanceOf(id)).toBe(1_000_000);
    expect(await entriesOf(id)).toEqual([{ amount: 1_000_000, balance_after: 1_000_000, kind: 'seed' }]);
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
    expect((await entriesOf(id)).map((e) => e.balance_after)).toEqual([5_000, 3_750]);
  });

  it('is idempotent: a reused key returns the first entry and moves nothing', async () => {
    const id = await freshMember('ledgertwo');
    const input: PostInput = { memberId: id, amount: 700, kind: 'deposit', reference: 'D-2', idempotencyKey: nextKey('dep') };
    const first = await ledger.post(input);
    const second = await ledger.post(input);
    expect(second).toEqual({ entry: first.entry, replayed: true });
    expect(await ledger.balanceOf(id)).toBe(700);
    expect(await entriesOf(id)).toHaveLength(1);
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
    expect(await entriesOf(id)).toHaveLength(1);
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
    const entries = await entriesOf(id);
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
    expect(await entriesOf(id)).toHaveLength(1);
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

  it('keeps every wallet equal to the sum of its entries', async () => {
    const mismatches = await rows(
      server,
      sql`SELECT w.id FROM wallet w LEFT JOIN ledger_entry e ON e.wallet_id = w.id GROUP BY w.id, w.balance HAVING w.balance <> COALESCE(SUM(e.amount), 0)`,
    );
    expect(mismatches).toEqual([]);
  });

  it('is guarded by the database too: a direct negative balance is refused', async () => {
    const id = await memberIdOf(server, DEMO_ACCOUNTS.agent.username);
    const error = await rejection(server.app.portal.db.updateTable('wallet').set({ balance: -1 }).where('member_id', '=', id).execute());
    // SQLite says "CHECK constraint failed", PostgreSQL "violates check constraint".
    expect(String((error as Error).message)).toMatch(/check constraint/i);
  });
});
