import { DEMO_ACCOUNTS } from '../src';
import { PAYMENT_PASSWORD_MAX_FAILURES, PAYMENT_PASSWORD_MAX_PARALLEL } from '../src/wallet/payment-password';
import { TestClient } from './helpers/client';
import { startServer, type TestServer } from './helpers/server';

/*
 * Guesses of the payment password sent all at once must not get more checks than the lock allows.
 * The hash here costs what it costs in production (scrypt N = 2^14 at least), so the guesses really
 * overlap: with a cheap hash each check ends before the next guess arrives and nothing is proven.
 */

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer({ scryptN: 2 ** 14 });
  client = new TestClient(server.url);
});
afterAll(() => server.close());

it('gives 60 guesses sent at once no more than 5 + 10 checks, then the lock holds for the right password too', async () => {
  const { username, password } = DEMO_ACCOUNTS.player;
  const token = await client.tokenFor(username, password);
  const cards = await client.call<Array<{ id: number }>>('GET', '/wps/member/bankCards', { token });
  const bankCardId = cards.body.value[0]!.id;
  const withdraw = (paymentPassword: string, n: number) =>
    client.sealed('POST', '/wps/transaction/withdraw', { bankCardId, amount: 20_000, paymentPassword, requestId: `guess-${n}-${Date.now()}` }, { token });

  const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => withdraw(String(100_000 + n), n)));
  const checked = answers.filter((a) => a.body.errorCode === 'payment.password.wrong').length;
  expect(checked).toBeGreaterThanOrEqual(PAYMENT_PASSWORD_MAX_FAILURES);
  expect(checked).toBeLessThanOrEqual(PAYMENT_PASSWORD_MAX_FAILURES + PAYMENT_PASSWORD_MAX_PARALLEL);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(60 - checked);

  const right = await withdraw('246810', 99);
  expect(right.status).toBe(429);
  expect(right.body.errorCode).toBe('rate.limited');
});
