import { createHmac } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../src';
import { runFundsJobs } from '../src/funds/jobs';
import { TestClient } from './helpers/client';
import { sql } from 'kysely';
import { countRows, notificationAmounts } from './helpers/funds';
import { startServer, type TestServer } from './helpers/server';
import { memberStream, orderEvents } from './helpers/sse';

/*
 * Deposits end to end on a real server: channels, order creation and its amount rules, the demo
 * provider's page and buttons (which call the real, signed callback), crediting exactly once, refusals
 * that credit nothing, decline, expiry, and the notifications written.
 */

const { player, trial } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
let token: string;
let requestCounter = 0;
const requestId = () => `dep-${process.pid}-${++requestCounter}-req`;

interface Channel {
  id: number;
  code: string;
  name: string;
  type: string;
  min: number;
  max: number;
  presetAmounts: number[];
  processingMinutes: number;
}
interface Created {
  orderNo: string;
  amount: number;
  status: string;
  payUrl: string;
  expiresAt: string;
}
interface DepositOrder {
  orderNo: string;
  channel: string;
  channelCode: string;
  amount: number;
  status: string;
  createdAt: string;
  expiresAt: string;
  creditedAt: string | null;
}

let channels: Channel[];
let kbzPay: Channel;

beforeAll(async () => {
  // The demo payment provider's page is off unless asked for (the test below shows the default).
  server = await startServer({ demoPay: true });
  client = new TestClient(server.url);
  token = await client.tokenFor(player.username, player.password);
  channels = (await client.get<Channel[]>('/wps/transaction/deposit/channels', { token })).body.value;
  const found = channels.find((c) => c.code === 'KBZPAY');
  if (!found) throw new Error('KBZPay channel not seeded');
  kbzPay = found;
});
afterAll(() => server.close());

const balance = async () => (await client.get<{ balance: number }>('/wps/v2/wallets/balance', { token })).body.value.balance;
const deposit = (body: Record<string, unknown>, as = token) => client.call<Created>('POST', '/wps/transaction/deposit', { token: as, body });
const order = (orderNo: string) => client.get<DepositOrder>(`/wps/transaction/deposit/${orderNo}`, { token });

async function newOrder(amount = 500_000): Promise<Created> {
  const answer = await deposit({ channelId: kbzPay.id, amount, requestId: requestId() });
  if (answer.status !== 200) throw new Error(`deposit failed: ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

let secret: Buffer | null = null;
async function providerSecret(): Promise<Buffer> {
  if (!secret) {
    const row = await server.app.portal.db.selectFrom('server_key').select('value').where('name', '=', 'deposit-provider-secret').executeTakeFirstOrThrow();
    secret = Buffer.from(row.value, 'base64');
  }
  return secret;
}

/** The provider's callback, signed over the exact bytes sent (or with the signature given). */
async function callback(payload: Record<string, unknown>, signature?: string | null) {
  const raw = JSON.stringify(payload);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const sig = signature === undefined ? createHmac('sha256', await providerSecret()).update(raw).digest('hex') : signature;
  if (sig !== null) headers['X-Signature'] = sig;
  const response = await fetch(`${server.url}/wps/transaction/deposit/callback`, { method: 'POST', headers, body: raw });
  return { status: response.status, body: (await response.json()) as { success: boolean; value: { orderNo: string; status: string } | null; errorCode: string | null } };
}

const success = (o: Created, extra: Record<string, unknown> = {}) => ({
  orderNo: o.orderNo,
  amount: o.amount,
  status: 'SUCCESS',
  providerRef: 'TEST-REF-1',
  paidAt: new Date().toISOString(),
  ...extra,
});

/** Ledger movements of an order (one transaction, whatever its legs). */
const depositEntries = (orderNo: string) => countRows(server, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ledger_txn WHERE idempotency_key = ${`deposit:${orderNo}`}`);
const notified = (type: string) => notificationAmounts(server, player.username, type);

const pay = (orderNo: string, decision: 'pay' | 'decline') =>
  fetch(`${server.url}/wps/demo-pay/${orderNo}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
  });

describe('deposit channels', () => {
  it('lists the seeded banks, wallets and the QR channel with their limits and presets', () => {
    expect(channels.map((c) => c.code)).toEqual(expect.arrayContaining(['KBZ_BANK', 'AYA_BANK', 'CB_BANK', 'KBZPAY', 'WAVEPAY', 'AYAPAY', 'MMQR']));
    const qr = channels.find((c) => c.type === 'qr');
    expect(qr).toMatchObject({ code: 'MMQR', name: 'MMQR', min: 500_000, max: 30_000_000, presetAmounts: [500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000] });
    for (const c of channels) {
      expect(['bank', 'ewallet', 'qr']).toContain(c.type);
      expect(c.min).toBeLessThan(c.max);
      for (const preset of c.presetAmounts) expect(preset >= c.min && preset <= c.max).toBe(true);
    }
  });

  it('needs a session', async () => {
    expect((await client.get('/wps/transaction/deposit/channels')).status).toBe(401);
  });
});

describe('POST /wps/transaction/deposit', () => {
  it.each([
    ['zero', 0],
    ['negative', -100_000],
    ['fractional', 150_000.5],
    ['below the channel minimum', 99_999],
    ['above the channel maximum', 50_000_001],
    ['string', '500000'],
    ['one-item list', [500_000]],
  ])('refuses a %s amount with 400 on the field amount and creates nothing', async (_label, amount) => {
    const answer = await deposit({ channelId: kbzPay.id, amount, requestId: requestId() });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('validation.failed');
    expect(answer.body.value).toEqual({ field: 'amount' });
    expect(answer.body.message).toBe('amount: must be from K 1,000.00 to K 500,000.00');
  });

  it('refuses an unknown channel and a bad requestId', async () => {
    const unknown = await deposit({ channelId: 9999, amount: 500_000, requestId: requestId() });
    expect(unknown.status).toBe(400);
    expect(unknown.body.value).toEqual({ field: 'channelId' });
    const badId = await deposit({ channelId: kbzPay.id, amount: 500_000, requestId: 'x' });
    expect(badId.status).toBe(400);
    expect(badId.body.value).toEqual({ field: 'requestId' });
  });

  it('creates a pending order with its pay URL; the same requestId answers the same order, or 409 for another amount', async () => {
    const id = requestId();
    const first = await deposit({ channelId: kbzPay.id, amount: 500_000, requestId: id });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ amount: 500_000, status: 'pending' });
    expect(first.body.value.orderNo).toMatch(/^D\d{18}$/);
    expect(first.body.value.payUrl).toBe(`/wps/demo-pay/${first.body.value.orderNo}`);
    const minutes = (Date.parse(first.body.value.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const again = await deposit({ channelId: kbzPay.id, amount: 500_000, requestId: id });
    expect(again.body.value.orderNo).toBe(first.body.value.orderNo);
    const other = await deposit({ channelId: kbzPay.id, amount: 900_000, requestId: id });
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('wallet.idempotency.conflict');
    const read = await order(first.body.value.orderNo);
    expect(read.body.value).toMatchObject({ orderNo: first.body.value.orderNo, channel: 'KBZPay', channelCode: 'KBZPAY', amount: 500_000, status: 'pending', creditedAt: null });
  });

  it('keeps trial users out', async () => {
    const trialToken = await client.tokenFor(trial.username, trial.password);
    const answer = await deposit({ channelId: kbzPay.id, amount: 500_000, requestId: requestId() }, trialToken);
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe('member.trial');
  });

  it("does not show another member's order", async () => {
    const mine = await newOrder();
    const other = new TestClient(server.url);
    const otherToken = await other.tokenFor(DEMO_ACCOUNTS.winner1.username, DEMO_ACCOUNTS.winner1.password);
    const answer = await other.get(`/wps/transaction/deposit/${mine.orderNo}`, { token: otherToken });
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe('order.not.found');
  });
});

describe('the demo provider', () => {
  it('renders a self-contained checkout page under a strict CSP', async () => {
    const created = await newOrder(1_234_500);
    const response = await fetch(`${server.url}${created.payUrl}?lang=EN`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html).toContain(created.orderNo);
    expect(html).toContain('12,345.00');
    expect(html).toContain('KBZPay');
    expect(html).toContain('Golden Myanmar');
    expect(html).toMatch(/<button[^>]*name="decision" value="pay"/);
    expect(html).toMatch(/<button[^>]*name="decision" value="decline"/);
    expect(html).toContain(`action="/wps/demo-pay/${created.orderNo}"`);
    expect(html).not.toMatch(/<script|src=|https?:\/\//i);
  });

  it('writes Burmese in the portal’s own Myanmar font, served by the portal (no boxes, no outside origin)', async () => {
    const created = await newOrder(500_000);
    const response = await fetch(`${server.url}${created.payUrl}?lang=MY`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    const urls = [...html.matchAll(/@font-face\{font-family:'Portal Myanmar'[^}]*src:url\('([^']+)'\)/g)].map((match) => match[1]!);
    expect(urls).toEqual(['/wps/asset/font/portal-myanmar-400.woff2', '/wps/asset/font/portal-myanmar-700.woff2']);
    expect(html).toMatch(/body\{[^}]*font-family:'Portal Myanmar',/);
    expect(csp).toContain("font-src 'self'");
    for (const url of urls) {
      const font = await fetch(`${server.url}${url}`);
      expect([url, font.status, font.headers.get('content-type')]).toEqual([url, 200, 'font/woff2']);
      expect(Buffer.from(await font.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    expect((await fetch(`${server.url}/wps/asset/font/other.woff2`)).status).toBe(400);
  });

  it('is not there unless asked for (the API defaults DEMO_PAY to off): page and form answer 404', async () => {
    const real = await startServer();
    try {
      const member = new TestClient(real.url);
      const token = await member.tokenFor(DEMO_ACCOUNTS.player.username, DEMO_ACCOUNTS.player.password);
      const created = await member.call<{ orderNo: string }>('POST', '/wps/transaction/deposit', { token, body: { channelId: kbzPay.id, amount: 500_000, requestId: requestId() } });
      expect(created.status).toBe(200);
      const page = await fetch(`${real.url}/wps/demo-pay/${created.body.value.orderNo}`);
      expect(page.status).toBe(404);
      const pay = await fetch(`${real.url}/wps/demo-pay/${created.body.value.orderNo}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=pay' });
      expect(pay.status).toBe(404);
    } finally {
      await real.close();
    }
  });

  it('answers an unknown order with a 404 page', async () => {
    const response = await fetch(`${server.url}/wps/demo-pay/D202501010000000000`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('does not exist');
  });

  it('Pay calls the signed callback, credits once and sends the browser back to the deposit page', async () => {
    const start = await balance();
    const created = await newOrder(750_000);
    const response = await pay(created.orderNo, 'pay');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/member/depositv2?orderNo=${created.orderNo}`);
    expect(await balance()).toBe(start + 750_000);
    const read = await order(created.orderNo);
    expect(read.body.value.status).toBe('credited');
    expect(read.body.value.creditedAt).not.toBeNull();
    expect(await depositEntries(created.orderNo)).toBe(1);

    // Pressing Pay again (back button) and the provider repeating its callback credit nothing.
    expect((await pay(created.orderNo, 'pay')).status).toBe(303);
    const repeat = await callback(success(created));
    expect(repeat.status).toBe(200);
    expect(repeat.body.value).toEqual({ orderNo: created.orderNo, status: 'credited' });
    expect(await balance()).toBe(start + 750_000);
    expect(await depositEntries(created.orderNo)).toBe(1);

    const page = await (await fetch(`${server.url}${created.payUrl}?lang=EN`)).text();
    expect(page).toContain('Paid');
    expect(page).not.toContain('value="pay"');

    expect(await notified('depositCredited')).toContain(750_000);
  });

  it('Decline fails the order, moves nothing and notifies depositFailed', async () => {
    const start = await balance();
    const created = await newOrder(600_000);
    const response = await pay(created.orderNo, 'decline');
    expect(response.status).toBe(303);
    expect((await order(created.orderNo)).body.value.status).toBe('failed');
    expect(await balance()).toBe(start);
    // A SUCCESS after the decline credits nothing either.
    const late = await callback(success(created));
    expect(late.body.value?.status).toBe('failed');
    expect(await balance()).toBe(start);
    expect(await notified('depositFailed')).toContain(600_000);
  });
});

describe('POST /wps/transaction/deposit/callback', () => {
  it('credits exactly once when the same callback arrives many times at once', async () => {
    const start = await balance();
    const created = await newOrder(300_000);
    const answers = await Promise.all(Array.from({ length: 12 }, () => callback(success(created))));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.value).toEqual({ orderNo: created.orderNo, status: 'credited' });
    }
    expect(await balance()).toBe(start + 300_000);
    expect(await depositEntries(created.orderNo)).toBe(1);
  });

  it.each([
    ['a wrong signature', 'ab'.repeat(32)],
    ['a malformed signature', 'not-hex'],
    ['no signature', null],
  ])('refuses %s with 401 and credits nothing', async (_label, signature) => {
    const start = await balance();
    const created = await newOrder(300_000);
    const answer = await callback(success(created), signature);
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('callback.signature.invalid');
    expect(await balance()).toBe(start);
    expect((await order(created.orderNo)).body.value.status).toBe('pending');
  });

  it('checks the signature over the raw bytes: the same JSON re-serialized does not pass', async () => {
    const created = await newOrder(300_000);
    const payload = success(created);
    const signature = createHmac('sha256', await providerSecret()).update(JSON.stringify(payload)).digest('hex');
    const spaced = JSON.stringify(payload, null, 2);
    const response = await fetch(`${server.url}/wps/transaction/deposit/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Signature': signature },
      body: spaced,
    });
    expect(response.status).toBe(401);
  });

  it('refuses an amount that differs from the order with 400 and credits nothing', async () => {
    const start = await balance();
    const created = await newOrder(300_000);
    const answer = await callback(success(created, { amount: 3_000_000 }));
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('callback.amount.mismatch');
    expect(await balance()).toBe(start);
    expect((await order(created.orderNo)).body.value.status).toBe('pending');
    expect(await depositEntries(created.orderNo)).toBe(0);
  });

  it('answers an unknown order with 404', async () => {
    const answer = await callback({ orderNo: 'D202501010000000001', amount: 100, status: 'SUCCESS', providerRef: 'X', paidAt: null });
    expect(answer.status).toBe(404);
  });
});

describe('the live `funds` event', () => {
  it("tells the member's open stream when an order is credited, declined or expires, so the orders list can follow", async () => {
    const stream = await memberStream(server.url, token);
    try {
      const paid = await newOrder(310_000);
      await pay(paid.orderNo, 'pay');
      expect(await orderEvents(stream, paid.orderNo, 'credited')).toEqual([{ order: 'deposit', orderNo: paid.orderNo, status: 'credited' }]);
      const declined = await newOrder(320_000);
      await pay(declined.orderNo, 'decline');
      expect(await orderEvents(stream, declined.orderNo, 'failed')).toEqual([{ order: 'deposit', orderNo: declined.orderNo, status: 'failed' }]);
      const unpaid = await newOrder(330_000);
      await runFundsJobs(server.app.portal, new Date(Date.parse(unpaid.expiresAt) + 1000));
      expect(await orderEvents(stream, unpaid.orderNo, 'expired')).toEqual([{ order: 'deposit', orderNo: unpaid.orderNo, status: 'expired' }]);
    } finally {
      stream.close();
    }
  });
});

describe('expiry and the history', () => {
  it('shows an unpaid order expired after its time, and the job marks it so', async () => {
    const start = await balance();
    const created = await newOrder(400_000);
    await server.app.portal.db.updateTable('deposit_order').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('order_no', '=', created.orderNo).execute();
    expect((await order(created.orderNo)).body.value.status).toBe('expired');
    const report = await runFundsJobs(server.app.portal);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    const stored = await server.app.portal.db.selectFrom('deposit_order').select('status').where('order_no', '=', created.orderNo).executeTakeFirstOrThrow();
    expect(stored.status).toBe('expired');
    // The page no longer offers the buttons, and pressing Pay on an old page does nothing.
    expect(await (await fetch(`${server.url}${created.payUrl}?lang=EN`)).text()).toContain('expired');
    expect((await pay(created.orderNo, 'pay')).status).toBe(303);
    expect(await balance()).toBe(start);
  });

  it("lists the member's orders newest first, paged", async () => {
    const answer = await client.get<{ content: DepositOrder[]; pageNum: number; totalPages: number; totalElements: number }>(
      '/wps/transaction/deposit?pageNo=1&pageSize=3',
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.value.content).toHaveLength(3);
    expect(answer.body.value.pageNum).toBe(1);
    expect(answer.body.value.totalElements).toBeGreaterThan(3);
    expect(answer.body.value.totalPages).toBe(Math.ceil(answer.body.value.totalElements / 3));
    const times = answer.body.value.content.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const bad = await client.get('/wps/transaction/deposit?from=2025-13-01', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.value).toEqual({ field: 'from' });
    const past = await client.get<{ totalElements: number }>('/wps/transaction/deposit?from=2020-01-01&to=2020-01-31', { token });
    expect(past.body.value.totalElements).toBe(0);
  });
});
