import { Client } from 'pg';
import { DEMO_ACCOUNTS, type PostInput } from '../src';
import type { ApiError } from '../src/http/api-error';
import { createMember } from '../src/member/service';
import { TestClient } from './helpers/client';
import { newCaptchaKey } from './helpers/db';
import { clientFrom } from './helpers/forms';
import { ADMIN_TOKEN, lastCode, outbox } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';

/*
 * The same server on PostgreSQL (DATABASE_URL=postgres://…): migrations, seed, E login, T calls and
 * the ledger's concurrency guarantees, which on PostgreSQL rest on real row locks between pooled
 * connections. Runs when TEST_POSTGRES_URL names a database whose user may CREATE DATABASE, e.g.
 *   TEST_POSTGRES_URL=postgres://portal:portal@127.0.0.1:5432/postgres npx jest -c api/jest.config.js postgres
 * Each run works in a database of its own, dropped at the end.
 */

const adminUrl = process.env.TEST_POSTGRES_URL;
const describeWithPostgres = adminUrl ? describe : describe.skip;

describeWithPostgres('on PostgreSQL', () => {
  const database = `portal_test_${process.pid}_${Date.now()}`;
  let server: TestServer;
  let client: TestClient;

  async function admin(sql: string): Promise<void> {
    const pg = new Client({ connectionString: adminUrl });
    await pg.connect();
    try {
      await pg.query(sql);
    } finally {
      await pg.end();
    }
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${database}`;
    server = await startServer({ databaseUrl: url.toString(), adminToken: ADMIN_TOKEN, authRateLimit: 1000 });
    client = new TestClient(server.url);
  });

  afterAll(async () => {
    await server?.close();
    await admin(`DROP DATABASE IF EXISTS ${database}`);
  });

  it('migrates, seeds and serves the demo player', async () => {
    const token = await client.tokenFor(DEMO_ACCOUNTS.player.username, DEMO_ACCOUNTS.player.password);
    expect((await client.get('/wps/v2/wallets/balance', { token })).body.value).toMatchObject({ balance: 1_000_000 });
    expect((await client.get('/wps/member/info', { token })).body.value).toMatchObject({ account: 'demo', firstTimeLogin: true });
  });

  it('keeps 20 parallel debits from overspending', async () => {
    const ctx = server.app.portal;
    const member = await createMember(ctx, { merchantId: 1, account: 'pgracer', nickname: 'pgracer', type: 0, passwordHash: 'x' });
    await ctx.ledger.post({ memberId: member.id, amount: 1_000, kind: 'seed', idempotencyKey: 'pg:open' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => ctx.ledger.post({ memberId: member.id, amount: -150, kind: 'bet', idempotencyKey: `pg:race:${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(6);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as ApiError).errorCode).toBe('wallet.insufficient');
    expect(await ctx.ledger.balanceOf(member.id)).toBe(100);
  });

  it('moves money once when parallel posts share a key', async () => {
    const ctx = server.app.portal;
    const member = await createMember(ctx, { merchantId: 1, account: 'pgtwin', nickname: 'pgtwin', type: 0, passwordHash: 'x' });
    const input: PostInput = { memberId: member.id, amount: 250, kind: 'deposit', idempotencyKey: 'pg:dup' };
    const results = await Promise.all(Array.from({ length: 10 }, () => ctx.ledger.post(input)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await ctx.ledger.balanceOf(member.id)).toBe(250);
  });

  it('answers member.account.exists for a duplicate account', async () => {
    const ctx = server.app.portal;
    const twice = () => createMember(ctx, { merchantId: 1, account: 'pgdup', nickname: 'pgdup', type: 0, passwordHash: 'x' });
    await twice();
    await expect(twice()).rejects.toMatchObject({ errorCode: 'member.account.exists' });
  });

  it('runs the issue-3 flows: SMS throttle, codes, forgot by mobile, two-factor, affiliate, content', async () => {
    const sms = () => client.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '9420000001', countryDialingCode: '95', purpose: 'forgot' } });
    expect((await sms()).status).toBe(200);
    expect((await sms()).status).toBe(429);
    const code = await lastCode(client, '959420000001');
    const reset = await client.sealed('POST', '/wps/member/password/verification', { mobileNum: '9420000001', countryDialingCode: '95', verificationCode: code, newPassword: 'PgReset123' });
    expect(reset.status).toBe(200);
    expect((await client.login('demo', 'PgReset123')).status).toBe(200);

    const from = clientFrom(server.url, '198.51.100.50');
    const challenged = await from.login('demo', 'PgReset123');
    expect(challenged.status).toBe(403);
    const { ticket, methods } = (challenged.body as unknown as { value: { ticket: string; methods: string[] } }).value;
    expect(methods).toEqual(['mobile', 'email', 'payeeName']);
    expect((await from.call('POST', '/wps/session/login/verify/send', { body: { ticket, method: 'email' } })).status).toBe(200);
    const [mail] = await outbox(client, 'demo@example.com');
    expect((await from.sealed('POST', '/wps/session/login/verify', { ticket, method: 'email', answer: mail!.code })).status).toBe(200);
    expect((await from.login('demo', 'PgReset123')).status).toBe(200);

    const db = server.app.portal.db;
    const captchaKey = newCaptchaKey();
    await client.get(`/wps/captcha?key=${captchaKey}`);
    const { code: captcha } = await db.selectFrom('captcha').select('code').where('key', '=', captchaKey).executeTakeFirstOrThrow();
    const form = { username: 'pgdownline', password: 'Secret123', confirmPassword: 'Secret123', captcha, captchaKey, affiliateCode: 'AG1001', email: 'PG@example.com', qqNum: 'ignored' };
    expect((await client.sealed('PUT', '/wps/member/register', form)).status).toBe(200);
    const downline = await db.selectFrom('member').select(['parent_id', 'email']).where('account', '=', 'pgdownline').executeTakeFirstOrThrow();
    const agent = await db.selectFrom('member').select('id').where('account', '=', 'agent01').executeTakeFirstOrThrow();
    expect(downline).toEqual({ parent_id: agent.id, email: 'pg@example.com' });

    const content = await client.get<{ player: unknown[]; popup: unknown[]; banners: { url: string }[] }>('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W');
    expect(content.body.value.player).toHaveLength(31);
    expect(content.body.value.popup).toHaveLength(3);
    expect((await fetch(server.url + content.body.value.banners[0]!.url)).status).toBe(200);
    expect((await client.get<unknown[]>('/wps/system/helpCenter?lang=EN')).body.value).toHaveLength(4);
  });
});
