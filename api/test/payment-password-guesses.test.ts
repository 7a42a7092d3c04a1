import { DEMO_ACCOUNTS } from '../src';
import { createMember } from '../src/registration';
import { PAYMENT_PASSWORD_MAX_FAILURES } from '../src/wallet/payment-password';
import { TestClient, type Answer } from './helpers/client';
import { memberIdOf } from './helpers/db';
import { startSecondInstance, startServer, TEST_DIALECT, type TestServer } from './helpers/server';

/*
 * The payment-password lock under concurrency: of guesses sent all at once, exactly 5 are checked, and
 * right passwords sent all at once all pass. The hash here costs what it costs in production (scrypt
 * N = 2^14 at least), so the checks really overlap: with a cheap hash each check ends before the next
 * request arrives and nothing is proven.
 */

const SCRYPT_N = 2 ** 14;
const RIGHT = '246810';
let server: TestServer;
let client: TestClient;
let members = 0;

beforeAll(async () => {
  server = await startServer({ scryptN: SCRYPT_N });
  client = new TestClient(server.url);
});
afterAll(() => server.close());

/** A new member of the demo site with a login and the payment password RIGHT: a token. */
async function newMember(): Promise<{ id: number; token: string }> {
  members += 1;
  const name = `guess${members}${process.pid % 1000}`;
  const { id } = await createMember(server.app.portal, { merchantId: 1, account: name, nickname: name, type: 0, password: 'Guess1234' });
  const token = await client.tokenFor(name, 'Guess1234');
  const set = await client.sealed('POST', '/wps/member/password/payment', { paymentPassword: RIGHT, confirmPaymentPassword: RIGHT }, { token });
  if (set.status !== 200) throw new Error(`payment password: ${JSON.stringify(set.body)}`);
  return { id, token };
}

/** Changing the payment password proves the old one: the check every money call makes, moving nothing. */
const proveOld = (via: TestClient, token: string, old: string) =>
  via.sealed('POST', '/wps/member/password/payment', { oldPaymentPassword: old, paymentPassword: RIGHT, confirmPaymentPassword: RIGHT }, { token });

const wrongGuesses = (answers: Answer[]) => answers.filter((a) => a.status === 400 && a.body.errorCode === 'payment.password.wrong');
const locked = (answers: Answer[]) => answers.filter((a) => a.status === 429 && a.body.errorCode === 'rate.limited');

/** Lifts the member's lock on the server's database, as its end coming would. */
const endLock = (id: number) => server.app.portal.db.updateTable('payment_password_guard').set({ locked_until: '2000-01-01T00:00:00.000Z' }).where('member_id', '=', id).execute();

it('checks exactly 5 of 15 wrong guesses sent at once (withdrawals), refuses the rest, and the lock holds after', async () => {
  const { username, password } = DEMO_ACCOUNTS.player;
  const token = await client.tokenFor(username, password);
  const cards = await client.call<Array<{ id: number }>>('GET', '/wps/member/bankCards', { token });
  const bankCardId = cards.body.value[0]!.id;
  const withdraw = (paymentPassword: string, n: number) =>
    client.sealed('POST', '/wps/transaction/withdraw', { bankCardId, amount: 20_000, paymentPassword, requestId: `guess-${n}-${Date.now()}` }, { token });

  // The old guard let all 15 be checked (and up to 5 + 10 of any burst).
  const answers = await Promise.all(Array.from({ length: 15 }, (_, n) => withdraw(String(100_000 + n), n)));
  expect(wrongGuesses(answers)).toHaveLength(PAYMENT_PASSWORD_MAX_FAILURES);
  expect(locked(answers)).toHaveLength(15 - PAYMENT_PASSWORD_MAX_FAILURES);

  const right = await withdraw(RIGHT, 99);
  expect(right.status).toBe(429);
  expect(right.body).toMatchObject({ errorCode: 'rate.limited', message: 'Too many requests, please try again after 5 minutes.' });

  // The lock lasts what its message says: 5 minutes from the fifth wrong guess.
  const id = await memberIdOf(server, username);
  const guard = await server.app.portal.db.selectFrom('payment_password_guard').select('locked_until').where('member_id', '=', id).executeTakeFirstOrThrow();
  const left = Date.parse(guard.locked_until!) - Date.now();
  expect(left).toBeGreaterThan(4 * 60_000);
  expect(left).toBeLessThanOrEqual(5 * 60_000);

  await endLock(id);
  expect((await withdraw(RIGHT, 100)).status).toBe(200);
});

it('lets 40 right passwords sent at once all through', async () => {
  const { token } = await newMember();
  // The old guard answered 429 to those beyond 5 + 10 checks in flight.
  const answers = await Promise.all(Array.from({ length: 40 }, () => proveOld(client, token, RIGHT)));
  expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 40 }, () => 200));
});

it('after the lock, forgets nothing until a right one: one more wrong guess locks it again', async () => {
  const { id, token } = await newMember();
  const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => proveOld(client, token, String(200_000 + n))));
  expect(wrongGuesses(answers)).toHaveLength(5);
  expect(wrongGuesses(answers)[0]!.body.value).toEqual({ field: 'oldPaymentPassword' });
  expect(locked(answers)).toHaveLength(3);

  await endLock(id);
  expect(wrongGuesses([await proveOld(client, token, '999999')])).toHaveLength(1);
  expect(locked([await proveOld(client, token, RIGHT)])).toHaveLength(1);

  // A right one clears the count: 4 wrong ones then do not lock.
  await endLock(id);
  expect((await proveOld(client, token, RIGHT)).status).toBe(200);
  const after = await Promise.all(Array.from({ length: 4 }, (_, n) => proveOld(client, token, String(300_000 + n))));
  expect(wrongGuesses(after)).toHaveLength(4);
  expect((await proveOld(client, token, RIGHT)).status).toBe(200);
});

// Two instances on one database are one site (PostgreSQL; SQLite serves a single instance).
(TEST_DIALECT === 'postgres' ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  let second: TestServer;
  let viaB: TestClient;
  beforeAll(async () => {
    second = await startSecondInstance(server, { scryptN: SCRYPT_N });
    viaB = new TestClient(second.url);
  });
  afterAll(() => second.close());

  it('share one count: of 16 wrong guesses split between them, exactly 5 are checked, and both keep the lock', async () => {
    const { token } = await newMember();
    const answers = await Promise.all(Array.from({ length: 16 }, (_, n) => proveOld(n % 2 === 0 ? client : viaB, token, String(400_000 + n))));
    expect(wrongGuesses(answers)).toHaveLength(5);
    expect(locked(answers)).toHaveLength(11);
    expect((await proveOld(client, token, RIGHT)).status).toBe(429);
    expect((await proveOld(viaB, token, RIGHT)).status).toBe(429);
  });

  it('let right passwords sent at once to both all through', async () => {
    const { token } = await newMember();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => proveOld(n % 2 === 0 ? client : viaB, token, RIGHT)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 40 }, () => 200));
  });
});
