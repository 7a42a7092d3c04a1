import { PNG } from 'pngjs';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../src';
import { runFundsJobs } from '../src/funds/jobs';
import { TestClient } from './helpers/client';
import { sql } from 'kysely';
import { countRows, notificationAmounts } from './helpers/funds';
import { ADMIN_TOKEN, writeSetting } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { memberStream, orderEvents } from './helpers/sse';

/*
 * Withdrawals end to end on a real server: banks and cards, limits, the request (payment password,
 * amount rules, daily limits, parallel requests against the balance), ops approve / reject / disburse,
 * the member's confirmation (full, partial, none with a proof image), the demo's auto-processing and
 * the forced receipt after the deadline, and the notifications written.
 */

const { player } = DEMO_ACCOUNTS;
const PAYMENT_PASSWORD = '246810';
let server: TestServer;
let client: TestClient;
let token: string;
let cardId: number;
let counter = 0;
const requestId = () => `wd-${process.pid}-${++counter}-req`;

interface Card {
  id: number;
  bankCode: string;
  bankName: string;
  accountName: string;
  accountNumberMasked: string;
}
interface Confirmation {
  result: string;
  receivedAmount: number;
  remainingAmount: number;
  at: string;
  forced: boolean;
}
interface Order {
  orderNo: string;
  amount: number;
  bankName: string;
  accountNumberMasked: string;
  status: string;
  createdAt: string;
  disbursedAt: string | null;
  confirmDeadline: string | null;
  confirmation: Confirmation | null;
}
interface Limits {
  min: number;
  max: number;
  dailyMax: number;
  dailyCountMax: number;
  usedToday: number;
  countToday: number;
  available: number;
}

const ROOMY = { min: 10_000, max: 5_000_000, dailyMax: 1_000_000_000, dailyCountMax: 1000 };

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  // Ops decide in these tests (the demo's auto-processing is tested on its own, with a clock).
  await writeSetting(server, 'withdrawAutoProcessSeconds', 0);
  client = new TestClient(server.url);
  token = await client.tokenFor(player.username, player.password);
  const cards = (await client.get<Card[]>('/wps/member/bankCards', { token })).body.value;
  cardId = cards[0]!.id;
});
afterAll(() => server.close());

const balance = async () => (await client.get<{ balance: number }>('/wps/v2/wallets/balance', { token })).body.value.balance;
const limits = async () => (await client.get<Limits>('/wps/transaction/withdraw/limits', { token })).body.value;
const withdraw = (body: Record<string, unknown>) =>
  client.sealed<Order>('POST', '/wps/transaction/withdraw', { bankCardId: cardId, paymentPassword: PAYMENT_PASSWORD, requestId: requestId(), ...body }, { token });
const admin = (orderNo: string, action: string) =>
  client.call<Order>('PUT', `/wps/admin/withdraw/${orderNo}`, { body: { action }, headers: { 'Admin-Token': ADMIN_TOKEN } });
const confirm = (orderNo: string, body: Record<string, unknown>) => client.call<Order>('POST', `/wps/transaction/withdraw/${orderNo}/confirm`, { token, body });
const read = async (orderNo: string) => (await client.get<Order>(`/wps/transaction/withdraw/${orderNo}`, { token })).body.value;

async function newOrder(amount = 20_000): Promise<Order> {
  const answer = await withdraw({ amount });
  if (answer.status !== 200) throw new Error(`withdrawal failed: ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

async function disbursed(amount = 20_000): Promise<Order> {
  const order = await newOrder(amount);
  expect((await admin(order.orderNo, 'approve')).status).toBe(200);
  const answer = await admin(order.orderNo, 'disburse');
  expect(answer.status).toBe(200);
  return answer.body.value;
}

const orderCount = () => countRows(server, sql<{ n: number }>`SELECT COUNT(*) AS n FROM withdraw_order`);
const notes = (type: string) => notificationAmounts(server, player.username, type);

const pngDataUrl = () => {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(200);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
};

describe('banks and bank cards', () => {
  it('lists the banks and the demo player’s card, masked', async () => {
    const banks = await client.get<{ code: string; name: string }[]>('/wps/system/banks');
    expect(banks.status).toBe(200);
    expect(banks.body.value).toEqual(expect.arrayContaining([{ code: 'KBZ', name: 'KBZ Bank' }, { code: 'WAVEPAY', name: 'WavePay' }]));
    const cards = await client.get<Card[]>('/wps/member/bankCards', { token });
    expect(cards.body.value).toEqual([{ id: cardId, bankCode: 'KBZ', bankName: 'KBZ Bank', accountName: 'Demo Player', accountNumberMasked: '****9012' }]);
  });

  it('adds cards with the payment password, refuses bad input, duplicates and a sixth card', async () => {
    const add = (body: Record<string, unknown>) =>
      client.sealed<Card>('POST', '/wps/member/bankCards', { bankCode: 'AYA', accountName: 'Demo  Player ', accountNumber: '1111 2222 3333', paymentPassword: PAYMENT_PASSWORD, ...body }, { token });
    const wrong = await add({ paymentPassword: '111111' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('payment.password.wrong');
    expect((await add({ accountNumber: '12ab' })).body.value).toEqual({ field: 'accountNumber' });
    expect((await add({ bankCode: 'NOPE' })).body.value).toEqual({ field: 'bankCode' });
    expect((await add({ accountName: 'x' })).body.value).toEqual({ field: 'accountName' });
    const plain = await client.call('POST', '/wps/member/bankCards', { token, body: { bankCode: 'AYA', accountName: 'A B', accountNumber: '123456', paymentPassword: PAYMENT_PASSWORD } });
    expect(plain.body.errorCode).toBe('encryption.required');

    const first = await add({});
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ bankCode: 'AYA', bankName: 'AYA Bank', accountName: 'Demo Player', accountNumberMasked: '****3333' });
    const duplicate = await add({ accountNumber: '111122223333' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errorCode).toBe('bankCard.exists');
    // Three more at once fill the five places; a sixth is refused.
    const more = await Promise.all(['444444', '555555', '666666'].map((accountNumber) => add({ bankCode: 'CB', accountNumber })));
    expect(more.map((a) => a.status)).toEqual([200, 200, 200]);
    const sixth = await add({ accountNumber: '777777' });
    expect(sixth.status).toBe(400);
    expect(sixth.body.errorCode).toBe('bankCard.limit');
    expect((await client.get<Card[]>('/wps/member/bankCards', { token })).body.value).toHaveLength(5);
  });
});

describe('POST /wps/transaction/withdraw: refusals move nothing', () => {
  it('reports the demo limits', async () => {
    const value = await limits();
    expect(value).toMatchObject({ min: 10_000, max: 5_000_000, dailyMax: 10_000_000, dailyCountMax: 5, usedToday: 0, countToday: 0 });
    expect(value.available).toBe(await balance());
  });

  it('refuses a wrong payment password', async () => {
    const start = await balance();
    const answer = await withdraw({ amount: 20_000, paymentPassword: '135790' });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('payment.password.wrong');
    expect(answer.body.value).toEqual({ field: 'paymentPassword' });
    expect(await balance()).toBe(start);
    expect(await orderCount()).toBe(0);
  });

  it.each([
    ['negative', -20_000],
    ['zero', 0],
    ['fractional', 1.5],
    ['fractional above the minimum', 20_000.5],
    ['below the minimum', 9_999],
    ['over the limit', 5_000_001],
    ['huge', 1e20],
    ['string', '20000'],
    ['one-item list', [20_000]],
    ['boolean', true],
  ])('refuses a %s amount with 400 on the field amount', async (_label, amount) => {
    const start = await balance();
    const answer = await withdraw({ amount });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('validation.failed');
    expect(answer.body.value).toEqual({ field: 'amount' });
    expect(answer.body.message).toBe('amount: must be from K 100.00 to K 50,000.00');
    expect(await balance()).toBe(start);
    expect(await orderCount()).toBe(0);
  });

  it('refuses a card that is not the member’s, and a plain-text request', async () => {
    const start = await balance();
    expect((await withdraw({ amount: 20_000, bankCardId: 999_999 })).body.value).toEqual({ field: 'bankCardId' });
    const plain = await client.call('POST', '/wps/transaction/withdraw', {
      token,
      body: { bankCardId: cardId, amount: 20_000, paymentPassword: PAYMENT_PASSWORD, requestId: requestId() },
    });
    expect(plain.body.errorCode).toBe('encryption.required');
    expect(await balance()).toBe(start);
    expect(await orderCount()).toBe(0);
  });
});

describe('a withdrawal request', () => {
  it('takes the amount from MAIN at once; the same requestId answers the same order, or 409 for another amount', async () => {
    const start = await balance();
    const id = requestId();
    const first = await withdraw({ amount: 20_000, requestId: id });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ amount: 20_000, status: 'pending', bankName: 'KBZ Bank', accountNumberMasked: '****9012', disbursedAt: null, confirmation: null });
    expect(first.body.value.orderNo).toMatch(/^W\d{18}$/);
    const again = await withdraw({ amount: 20_000, requestId: id });
    expect(again.body.value.orderNo).toBe(first.body.value.orderNo);
    const other = await withdraw({ amount: 30_000, requestId: id });
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('wallet.idempotency.conflict');
    expect(await balance()).toBe(start - 20_000);
    const value = await limits();
    expect(value).toMatchObject({ usedToday: 20_000, countToday: 1 });
  });

  it('answers a retry racing its first request with the first order, even when the first took the last of the day', async () => {
    const { countToday } = await limits();
    await writeSetting(server, 'withdrawLimits', { ...ROOMY, dailyCountMax: countToday + 1 });
    const start = await balance();
    const id = requestId();
    const [first, retry] = await Promise.all([withdraw({ amount: 10_000, requestId: id }), withdraw({ amount: 10_000, requestId: id })]);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.value.orderNo).toBe(first.body.value.orderNo);
    expect(await balance()).toBe(start - 10_000);
    expect((await admin(first.body.value.orderNo, 'reject')).status).toBe(200);
    await writeSetting(server, 'withdrawLimits', ROOMY);
  });

  it('keeps to the daily count and amount', async () => {
    const { usedToday, countToday } = await limits();
    await writeSetting(server, 'withdrawLimits', { min: 10_000, max: 5_000_000, dailyMax: usedToday + 15_000, dailyCountMax: countToday + 2 });
    const start = await balance();
    const over = await withdraw({ amount: 20_000 });
    expect(over.status).toBe(400);
    expect(over.body.value).toEqual({ field: 'amount' });
    expect(over.body.message).toBe("amount: exceeds today's remaining withdrawal limit of K 150.00");
    expect((await withdraw({ amount: 15_000 })).status).toBe(200);
    await writeSetting(server, 'withdrawLimits', { min: 10_000, max: 5_000_000, dailyMax: 1_000_000_000, dailyCountMax: countToday + 2 });
    expect((await withdraw({ amount: 10_000 })).status).toBe(200);
    const third = await withdraw({ amount: 10_000 });
    expect(third.status).toBe(400);
    expect(third.body.errorCode).toBe('withdraw.count.exceeded');
    expect(await balance()).toBe(start - 25_000);
    expect((await limits()).available).toBe(0);
    await writeSetting(server, 'withdrawLimits', ROOMY);
  });

  it('never lets parallel withdrawals take more than the balance', async () => {
    const start = await balance();
    const each = 5_000_000 > start ? Math.floor(start / 3) + 1 : 5_000_000;
    const answers = await Promise.all(Array.from({ length: 8 }, () => withdraw({ amount: each })));
    const passed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(passed.length).toBe(Math.floor(start / each));
    for (const answer of refused) expect(answer.body.errorCode).toBe('wallet.insufficient');
    const end = await balance();
    expect(end).toBe(start - passed.length * each);
    expect(end).toBeGreaterThanOrEqual(0);
    // Give the money back for the tests that follow.
    for (const answer of passed) expect((await admin(answer.body.value.orderNo, 'reject')).status).toBe(200);
    expect(await balance()).toBe(start);
  });

  it('lists the orders newest first', async () => {
    const page = await client.get<{ content: Order[]; totalElements: number; pageNum: number; totalPages: number }>('/wps/transaction/withdraw?pageSize=2', { token });
    expect(page.status).toBe(200);
    expect(page.body.value.content).toHaveLength(2);
    expect(page.body.value.totalElements).toBe(await orderCount());
  });
});

describe('ops and the member’s confirmation', () => {
  it('reject refunds the full amount once and notifies', async () => {
    const start = await balance();
    const order = await newOrder(30_000);
    expect(await balance()).toBe(start - 30_000);
    const rejected = await admin(order.orderNo, 'reject');
    expect(rejected.status).toBe(200);
    expect(rejected.body.value.status).toBe('rejected');
    expect(await balance()).toBe(start);
    const again = await admin(order.orderNo, 'reject');
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe('withdraw.state.invalid');
    expect(await balance()).toBe(start);
    expect(await notes('withdrawalRejected')).toContain(30_000);
  });

  it('needs the admin token and a known order', async () => {
    const order = await newOrder();
    expect((await client.call('PUT', `/wps/admin/withdraw/${order.orderNo}`, { body: { action: 'approve' } })).status).toBe(401);
    expect((await admin('W202501010000000000', 'approve')).status).toBe(404);
    // Disbursing before approval is refused.
    expect((await admin(order.orderNo, 'disburse')).body.errorCode).toBe('withdraw.state.invalid');
    await admin(order.orderNo, 'reject');
  });

  it('approve then disburse opens the confirmation window; full confirms once', async () => {
    const start = await balance();
    const order = await newOrder(40_000);
    const early = await confirm(order.orderNo, { result: 'full' });
    expect(early.status).toBe(400);
    expect(early.body.errorCode).toBe('withdraw.confirm.unavailable');
    const approved = await admin(order.orderNo, 'approve');
    expect(approved.body.value.status).toBe('approved');
    expect(await notes('withdrawalApproved')).toContain(40_000);
    const paid = await admin(order.orderNo, 'disburse');
    expect(paid.body.value.status).toBe('disbursed');
    const window = (Date.parse(paid.body.value.confirmDeadline ?? '') - Date.parse(paid.body.value.disbursedAt ?? '')) / 60_000;
    expect(window).toBe(30);
    expect((await admin(order.orderNo, 'reject')).body.errorCode).toBe('withdraw.state.invalid');

    const full = await confirm(order.orderNo, { result: 'full' });
    expect(full.status).toBe(200);
    expect(full.body.value.status).toBe('received');
    expect(full.body.value.confirmation).toMatchObject({ result: 'full', receivedAmount: 40_000, remainingAmount: 0, forced: false });
    expect((await confirm(order.orderNo, { result: 'none', proofImage: pngDataUrl() })).body.errorCode).toBe('withdraw.confirm.unavailable');
    expect(await balance()).toBe(start - 40_000);
  });

  it('partial needs both amounts, summing to the order', async () => {
    const order = await disbursed(50_000);
    const missing = await confirm(order.orderNo, { result: 'partial', receivedAmount: 30_000 });
    expect(missing.status).toBe(400);
    expect(missing.body.value).toEqual({ field: 'remainingAmount' });
    const wrongSum = await confirm(order.orderNo, { result: 'partial', receivedAmount: 30_000, remainingAmount: 10_000 });
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.body.value).toEqual({ field: 'remainingAmount' });
    expect(wrongSum.body.message).toBe('remainingAmount: received and remaining amounts must both be above zero and add up to K 500.00');
    const zero = await confirm(order.orderNo, { result: 'partial', receivedAmount: 50_000, remainingAmount: 0 });
    expect(zero.status).toBe(400);
    const fraction = await confirm(order.orderNo, { result: 'partial', receivedAmount: 29_999.5, remainingAmount: 20_000.5 });
    expect(fraction.body.value).toEqual({ field: 'receivedAmount' });
    expect((await read(order.orderNo)).status).toBe('disbursed');
    const ok = await confirm(order.orderNo, { result: 'partial', receivedAmount: 30_000, remainingAmount: 20_000 });
    expect(ok.status).toBe(200);
    expect(ok.body.value.status).toBe('partlyReceived');
    expect(ok.body.value.confirmation).toMatchObject({ result: 'partial', receivedAmount: 30_000, remainingAmount: 20_000, forced: false });
  });

  it('none needs a PNG or JPEG proof of at most 5 MB, and stores it', async () => {
    const order = await disbursed(25_000);
    const cases: [string, Record<string, unknown>][] = [
      ['no proof', {}],
      ['a GIF', { proofImage: `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}` }],
      ['text called a PNG', { proofImage: `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}` }],
      ['a PNG called a JPEG', { proofImage: pngDataUrl().replace('image/png', 'image/jpeg') }],
      ['not a data URL', { proofImage: 'https://example.com/x.png' }],
    ];
    for (const [label, body] of cases) {
      const answer = await confirm(order.orderNo, { result: 'none', ...body });
      expect([label, answer.status, answer.body.value]).toEqual([label, 400, { field: 'proofImage' }]);
    }
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big);
    const tooBig = await confirm(order.orderNo, { result: 'none', proofImage: `data:image/jpeg;base64,${big.toString('base64')}` });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.value).toEqual({ field: 'proofImage' });
    expect((await read(order.orderNo)).status).toBe('disbursed');

    const proof = pngDataUrl();
    const answer = await confirm(order.orderNo, { result: 'none', proofImage: proof });
    expect(answer.status).toBe(200);
    expect(answer.body.value.status).toBe('disputed');
    expect(answer.body.value.confirmation).toMatchObject({ result: 'none', receivedAmount: 0, remainingAmount: 25_000, forced: false });
    const stored = await fetch(`${server.url}/wps/admin/withdraw/${order.orderNo}/proof`, { headers: { 'Admin-Token': ADMIN_TOKEN } });
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/png');
    // Kept as the API's own encoding of the picture (http/image-data-url.ts): the same pixels.
    const pixels = async (bytes: Buffer) => (await sharp(bytes).raw().toBuffer()).toString('base64');
    expect(await pixels(Buffer.from(await stored.arrayBuffer()))).toBe(await pixels(Buffer.from(proof.slice('data:image/png;base64,'.length), 'base64')));
  });

  it('a 5 MB JPEG proof is accepted, and kept as its picture without what trailed it', async () => {
    const order = await disbursed(20_000);
    const picture = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 10, g: 200, b: 90 } } }).jpeg().toBuffer();
    // A real picture padded to 5 MB with markup after its end, which a decoder never reads.
    const image = Buffer.alloc(5 * 1024 * 1024, '<script>alert(1)</script>');
    picture.copy(image);
    const answer = await confirm(order.orderNo, { result: 'none', proofImage: `data:image/jpeg;base64,${image.toString('base64')}` });
    expect(answer.status).toBe(200);
    expect(answer.body.value.status).toBe('disputed');
    const stored = Buffer.from(await (await fetch(`${server.url}/wps/admin/withdraw/${order.orderNo}/proof`, { headers: { 'Admin-Token': ADMIN_TOKEN } })).arrayBuffer());
    expect(stored.length).toBeLessThan(10_000);
    expect(stored.includes('<script>')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 32, 24]);
  });
});

describe('the live `funds` event', () => {
  it("tells the member's open stream each move of a withdrawal, whoever made it, so the orders list can follow", async () => {
    const stream = await memberStream(server.url, token);
    try {
      const paid = await disbursed(21_000);
      expect(await orderEvents(stream, paid.orderNo, 'disbursed')).toEqual([
        { order: 'withdraw', orderNo: paid.orderNo, status: 'approved' },
        { order: 'withdraw', orderNo: paid.orderNo, status: 'disbursed' },
      ]);
      // The receipt forced by the job after the deadline, and a rejection by ops.
      await runFundsJobs(server.app.portal, new Date(Date.parse(paid.confirmDeadline ?? '') + 1000));
      expect(await orderEvents(stream, paid.orderNo, 'received')).toEqual([{ order: 'withdraw', orderNo: paid.orderNo, status: 'received' }]);
      const refused = await newOrder(22_000);
      await admin(refused.orderNo, 'reject');
      expect(await orderEvents(stream, refused.orderNo, 'rejected')).toEqual([{ order: 'withdraw', orderNo: refused.orderNo, status: 'rejected' }]);
      // The member's own word reaches the member's other tabs too.
      const mine = await disbursed(23_000);
      await confirm(mine.orderNo, { result: 'full' });
      expect((await orderEvents(stream, mine.orderNo, 'received')).at(-1)).toEqual({ order: 'withdraw', orderNo: mine.orderNo, status: 'received' });
    } finally {
      stream.close();
    }
  });

  it('comes with both moves of a site that processes by itself', async () => {
    await writeSetting(server, 'withdrawAutoProcessSeconds', 5);
    const stream = await memberStream(server.url, token);
    try {
      const order = await newOrder(13_000);
      await runFundsJobs(server.app.portal, new Date(Date.parse(order.createdAt) + 6000));
      expect(await orderEvents(stream, order.orderNo, 'disbursed')).toEqual([
        { order: 'withdraw', orderNo: order.orderNo, status: 'approved' },
        { order: 'withdraw', orderNo: order.orderNo, status: 'disbursed' },
      ]);
    } finally {
      stream.close();
      await writeSetting(server, 'withdrawAutoProcessSeconds', 0);
    }
  });
});

describe('the jobs', () => {
  it('records a forced receipt after the deadline, final and without refund', async () => {
    const order = await disbursed(35_000);
    const before = await balance();
    const deadline = Date.parse(order.confirmDeadline ?? '');
    // Not yet due: nothing happens.
    await runFundsJobs(server.app.portal, new Date(deadline - 1000));
    expect((await read(order.orderNo)).status).toBe('disbursed');
    const report = await runFundsJobs(server.app.portal, new Date(deadline + 1000));
    expect(report.forced).toBeGreaterThanOrEqual(1);
    const after = await read(order.orderNo);
    expect(after.status).toBe('received');
    expect(after.confirmation).toMatchObject({ result: 'full', receivedAmount: 35_000, remainingAmount: 0, forced: true });
    expect(await balance()).toBe(before);
    const late = await confirm(order.orderNo, { result: 'none', proofImage: pngDataUrl() });
    expect(late.body.errorCode).toBe('withdraw.confirm.unavailable');
    // Running again changes nothing.
    await runFundsJobs(server.app.portal, new Date(deadline + 60_000));
    expect(await read(order.orderNo)).toEqual(after);
  });

  it('a confirmation arriving after the deadline is refused and the receipt forced', async () => {
    const order = await disbursed(15_000);
    await server.app.portal.db.updateTable('withdraw_order').set({ confirm_deadline: new Date(Date.now() - 1000).toISOString() }).where('order_no', '=', order.orderNo).execute();
    const answer = await confirm(order.orderNo, { result: 'none', proofImage: pngDataUrl() });
    expect(answer.body.errorCode).toBe('withdraw.confirm.unavailable');
    expect((await read(order.orderNo)).confirmation).toMatchObject({ forced: true, result: 'full' });
  });

  it('on a site that processes by itself, approves then disburses after the delay', async () => {
    await writeSetting(server, 'withdrawAutoProcessSeconds', 5);
    try {
      const order = await newOrder(12_000);
      const created = Date.parse(order.createdAt);
      await runFundsJobs(server.app.portal, new Date(created + 2000));
      expect((await read(order.orderNo)).status).toBe('pending');
      await runFundsJobs(server.app.portal, new Date(created + 6000));
      const after = await read(order.orderNo);
      expect(after.status).toBe('disbursed');
      expect(after.confirmDeadline).not.toBeNull();
      expect(await notes('withdrawalApproved')).toContain(12_000);
    } finally {
      await writeSetting(server, 'withdrawAutoProcessSeconds', 0);
    }
  });
});
