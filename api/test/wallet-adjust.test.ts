import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { startServer, type TestServer } from './helpers/server';

const ADMIN_TOKEN = 'test-admin-token';
const { player } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
let token: string;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  token = await client.tokenFor(player.username, player.password);
});
afterAll(() => server.close());

const adjust = (body: Record<string, unknown>, adminToken: string | null = ADMIN_TOKEN) =>
  client.call<{ balance: number; replayed: boolean }>('PUT', '/wps/admin/wallet/adjust', { body, headers: adminToken ? { 'Admin-Token': adminToken } : {} });
const balance = async () => (await client.get<{ balance: number }>('/wps/v2/wallets/balance', { token })).body.value.balance;

describe('PUT /wps/admin/wallet/adjust', () => {
  it('credits through the ledger, and a retry with the same key moves nothing', async () => {
    const start = await balance();
    const first = await adjust({ account: player.username, amount: 12345, reason: 'goodwill', idempotencyKey: 'adjust-0001' });
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({ balance: start + 12345, replayed: false });
    const again = await adjust({ account: player.username, amount: 12345, reason: 'goodwill', idempotencyKey: 'adjust-0001' });
    expect(again.body.value).toEqual({ balance: start + 12345, replayed: true });
    expect(await balance()).toBe(start + 12345);
  });

  it('refuses a debit that would go below zero and moves nothing', async () => {
    const start = await balance();
    const answer = await adjust({ account: player.username, amount: -(start + 1), reason: 'too much', idempotencyKey: 'adjust-0002' });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('wallet.insufficient');
    expect(await balance()).toBe(start);
  });

  it.each([
    ['a zero amount', { amount: 0 }],
    ['a fractional amount', { amount: 10.5 }],
    ['a missing reason', { reason: undefined }],
  ])('answers %s with 400 and the field', async (_label, change) => {
    const answer = await adjust({ account: player.username, amount: 100, reason: 'x', idempotencyKey: 'adjust-0003', ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('validation.failed');
    expect(await balance()).toBeGreaterThan(0);
  });

  it('answers an unknown account with 404', async () => {
    const answer = await adjust({ account: 'nobody', amount: 100, reason: 'x', idempotencyKey: 'adjust-0004' });
    expect(answer.status).toBe(404);
  });

  it('needs the admin token', async () => {
    expect((await adjust({ account: player.username, amount: 100, reason: 'x', idempotencyKey: 'adjust-0005' }, null)).status).toBe(401);
    expect((await adjust({ account: player.username, amount: 100, reason: 'x', idempotencyKey: 'adjust-0006' }, 'wrong')).status).toBe(403);
  });

  it('does not exist without ADMIN_TOKEN', async () => {
    const plain = await startServer();
    try {
      const answer = await new TestClient(plain.url).call('PUT', '/wps/admin/wallet/adjust', { body: {}, headers: { 'Admin-Token': 'x' } });
      expect(answer.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
