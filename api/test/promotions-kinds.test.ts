import type { AdminPromotionBody, PromotionApplicationList, PromotionDetail, RedDotCounts } from '@portal/shared/contracts';
import sharp from 'sharp';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN, setFlags } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { bonusEntries, browserClient, depositAndCredit, newMember, promotionsApi, registerByMobile, type PromotionsApi } from './promotions-helpers';

/*
 * The kinds beyond the first deposit: the second-deposit bonus and the every-deposit reload
 * (joined, paid on the right deposit), the register bonus and the Zalo red envelope (taken part in by
 * doing, never joined), an activity applied to with a comment and images checked by their content,
 * and the red dots the server counts.
 */
let server: TestServer;
let client: TestClient;
let api: PromotionsApi;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  api = promotionsApi(client);
  ids = Object.fromEntries((await api.list()).body.value.map((promotion) => [promotion.code, promotion.promotionId]));
});
afterAll(() => server.close());

const K = (kyat: number) => kyat * 100;
const admin = { 'Admin-Token': ADMIN_TOKEN };
const redDots = (token: string) => client.get<RedDotCounts>('/wps/relay/MCSFE_getRedDotCounts', { token });
const apply = (promotionId: number, token: string, body: Record<string, unknown>, language = 'EN') =>
  client.call<{ status: string }>('POST', '/wps/relay/MCSFE_signUpPromotionJoin', { token, headers: { Language: language }, body: { promotionId, ...body } });

// The smallest real pictures: a 1×1 PNG and an 8×8 JPEG.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const JPEG =
  'data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIAB6Ev/2Q==';
// A text file that calls itself a PNG: refused by its content, whatever its name or declared type says.
const FAKE_PNG = `data:image/png;base64,${Buffer.from('this is not a picture at all').toString('base64')}`;
/** Bytes as a data URL of the declared type. */
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
/** A picture's pixels: what a person looking at it sees, whatever the file around them. */
const pixelsOf = async (bytes: Buffer) => {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data: data.toString('base64') };
};

describe('deposit bonuses beyond the first', () => {
  it('pays the second-deposit bonus on the second deposit only, and refuses joining once it is made', async () => {
    const token = await newMember(server, client, 'kinds2nd');
    expect((await api.join(ids['second-deposit-50']!, token)).body.value.status).toBe('SIGNED_UP');
    await depositAndCredit(server, client, token, K(10_000));
    expect((await api.rewards(token, 'I', 'SECOND_DEPOSIT')).body.value).toEqual([]);
    await depositAndCredit(server, client, token, K(40_000), 3);
    const [reward, ...more] = (await api.rewards(token, 'I', 'SECOND_DEPOSIT')).body.value;
    expect(more).toEqual([]);
    expect(reward).toMatchObject({ amount: K(20_000), turnoverMultiplier: 10 });

    const late = await newMember(server, client, 'kinds2late');
    await depositAndCredit(server, client, late, K(2_000));
    await depositAndCredit(server, client, late, K(2_000));
    const refused = await api.join(ids['second-deposit-50']!, late);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 'promotion.deposit.done', message: 'This bonus is for your deposit number 2, and you have already made it' });
  });

  it('pays the reload on every deposit at or above its minimum, within its cap, once per deposit', async () => {
    const token = await newMember(server, client, 'kindsreload');
    await api.join(ids['daily-reload-10']!, token);
    await depositAndCredit(server, client, token, K(4_000));
    await depositAndCredit(server, client, token, K(50_000), 2);
    await depositAndCredit(server, client, token, K(500_000));
    const rewards = (await api.rewards(token, 'I', 'DEPOSIT')).body.value;
    expect(rewards.map((reward) => reward.amount).sort((a, b) => a - b)).toEqual([K(5_000), K(10_000)]);
  });
});

describe('promotions taken part in by doing', () => {
  beforeAll(() => setFlags(client, { MOBILENUMREG3: true }));
  afterAll(() => setFlags(client, { MOBILENUMREG3: false }));

  it('issues the register bonus to an account registered by its owner, claimable once through the ledger', async () => {
    // The register bonus's rules: registered by its owner, with a number proven by SMS (promotions-eligibility.test.ts).
    const { token } = await registerByMobile(server, browserClient(server, 'device-kinds-newbie'));
    const account = (await client.get<{ account: string }>('/wps/member/info', { token })).body.value.account;
    const [reward] = (await api.rewards(token, 'I', 'NEW_REGISTER')).body.value;
    expect(reward).toMatchObject({ amount: K(1_000), title: 'Register bonus', turnoverMultiplier: 3 });
    const claimed = await api.claim(reward!.rewardId, 'NEW_REGISTER', token);
    expect(claimed.body.value.balance).toBe(K(1_000));
    expect((await api.claim(reward!.rewardId, 'NEW_REGISTER', token)).body.value.balance).toBe(K(1_000));
    expect((await bonusEntries(server, account)).map((entry) => Number(entry.amount))).toEqual([K(1_000)]);

    // Listed with its terms, claimed (its turnover running), never joined by hand.
    const listed = (await api.list(token)).body.value.find((promotion) => promotion.code === 'register-bonus');
    expect(listed?.status).toBe('IN_PROCESS');
    const join = await api.join(ids['register-bonus']!, token);
    expect(join.status).toBe(400);
    expect(join.body).toMatchObject({ errorCode: 'promotion.automatic' });
  });

  it('gives one Zalo red envelope, up to 131K, for the first Zalo saved on the profile', async () => {
    const { token } = await registerByMobile(server, browserClient(server, 'device-kinds-zalo'));
    const before = (await api.list(token)).body.value.find((promotion) => promotion.code === 'zalo-binding');
    expect(before?.status).toBe('SIGNED_UP');
    for (const zalo of ['zalo-kinds-1', 'zalo-kinds-2']) {
      expect((await client.call('PUT', '/wps/member/profile', { token, body: { zalo } })).status).toBe(200);
    }
    const tickets = (await api.tickets(token, 'AVAILABLE')).body.value.filter((ticket) => ticket.promotionId === ids['zalo-binding']);
    expect(tickets.map((ticket) => ticket.type)).toEqual(['RED_ENVELOPE']);
    const opened = await api.open(tickets[0]!.transactionId, token);
    expect([K(131_000), K(13_100), K(1_310)]).toContain(opened.body.value.prizeAmount);
    expect(opened.body.value.balance).toBe(opened.body.value.prizeAmount);
  });
});

describe('an activity applied to with a comment and images', () => {
  it('refuses a missing comment, a fake picture and a fourth image, keeping nothing, then takes a good application', async () => {
    const token = await newMember(server, client, 'kindsapply');
    const promotionId = ids['big-win-share']!;
    const noComment = await apply(promotionId, token, { images: [PNG] });
    expect(noComment.status).toBe(400);
    expect(noComment.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'comment' } });

    const fake = await apply(promotionId, token, { comment: 'My big win', images: [PNG, FAKE_PNG] }, 'MY');
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'images' } });
    expect(fake.body.message).toContain('PNG');

    const tooMany = await apply(promotionId, token, { comment: 'My big win', images: [PNG, PNG, JPEG, JPEG] });
    expect(tooMany.status).toBe(400);
    const tooLong = await apply(promotionId, token, { comment: 'x'.repeat(141), images: [PNG] });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ errorCode: 'validation.failed' });

    // Nothing of the refused tries was kept: the member applies now, once.
    const applied = await apply(promotionId, token, { comment: ' Won 2,000,000 on Dragon Tiger! ', images: [PNG, JPEG] });
    expect(applied.body.value.status).toBe('APPLYING');
    expect((await apply(promotionId, token, { comment: 'again', images: [] })).body).toMatchObject({ errorCode: 'promotion.joined' });

    const listed = await client.get<PromotionApplicationList>(`/wps/admin/promotions/applications?promotionId=${promotionId}`, { headers: admin });
    const mine = listed.body.value.find((application) => application.account === 'kindsapply');
    expect(mine).toMatchObject({ status: 'APPLYING', comment: 'Won 2,000,000 on Dragon Tiger!' });
    expect(mine!.images).toHaveLength(2);
    const first = await fetch(`${server.url}${mine!.images[0]}`, { headers: admin });
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(await pixelsOf(Buffer.from(await first.arrayBuffer()))).toEqual(await pixelsOf(Buffer.from(PNG.split(',')[1]!, 'base64')));
    expect((await fetch(`${server.url}${mine!.images[1]}`, { headers: admin })).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${server.url}${mine!.images[0]}`)).status).toBe(401);

    expect((await api.decide(promotionId, 'kindsapply', 'APPROVE')).body.value.status).toBe('SIGNED_UP');
    expect((await api.rewards(token, 'I', 'SIGNUP')).body.value.map((reward) => reward.amount)).toEqual([K(3_000)]);
  });
});

describe("an application's pictures", () => {
  it('are stored as our own encoding of their pixels: a JPEG carrying EXIF and a trailing script is kept without either', async () => {
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner', Artist: 'Ko Ko, 12 Bogyoke Road' } } })
      .toBuffer();
    expect((await sharp(picture).metadata()).exif).toBeDefined();
    const crafted = Buffer.concat([picture, Buffer.from('<html><body><script>fetch("/wps/admin/outbox")</script></body></html>')]);
    const token = await newMember(server, client, 'kindsclean');
    const promotionId = ids['big-win-share']!;
    expect((await apply(promotionId, token, { comment: 'My win', images: [dataUrl('image/jpeg', crafted)] })).body.value.status).toBe('APPLYING');

    const listed = await client.get<PromotionApplicationList>(`/wps/admin/promotions/applications?promotionId=${promotionId}`, { headers: admin });
    const mine = listed.body.value.find((application) => application.account === 'kindsclean');
    const served = await fetch(`${server.url}${mine!.images[0]}`, { headers: admin });
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    for (const sent of ['<script>', '<html>', 'secret-camera-owner', 'Bogyoke', 'Exif']) expect(bytes.includes(sent)).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ format: 'jpeg', width: 64, height: 48, exif: undefined });
  });

  it('are refused when their bytes only start like a picture, and the application is not kept', async () => {
    const token = await newMember(server, client, 'kindsnotapic');
    const promotionId = ids['big-win-share']!;
    const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
    const page = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    for (const image of [dataUrl('image/png', Buffer.concat([pngHead, page])), dataUrl('image/jpeg', Buffer.concat([jpegHead, page]))]) {
      const refused = await apply(promotionId, token, { comment: 'My win', images: [PNG, image] });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, errorCode: 'validation.failed', value: { field: 'images' } });
      expect(refused.body.message).toContain('PNG');
    }
    expect((await apply(promotionId, token, { comment: 'My win', images: [JPEG] })).body.value.status).toBe('APPLYING');
  });
});

describe('the red dots', () => {
  it('counts rewards to claim, missions and promotions to join from the server, and follows a claim live', async () => {
    const token = await newMember(server, client, 'kindsdots');
    const first = (await redDots(token)).body.value;
    expect(first.rewards).toBe(0);
    const joinable = (await api.list(token)).body.value.filter((promotion) => promotion.status === 'JOIN').length;
    expect(first.availablePromotions).toBe(joinable);

    await api.join(ids['first-deposit-100']!, token);
    await depositAndCredit(server, client, token, K(2_000));
    const issued = (await redDots(token)).body.value;
    expect(issued).toMatchObject({ rewards: 1, availablePromotions: first.availablePromotions - 1 });

    const [reward] = (await api.rewards(token, 'I')).body.value;
    await api.claim(reward!.rewardId, reward!.promotionType, token);
    expect((await redDots(token)).body.value.rewards).toBe(0);
    // The live events a member's open tabs receive, in order: issued (1), then claimed (0).
    const member = await server.app.portal.db.selectFrom('member').select('id').where('account', '=', 'kindsdots').executeTakeFirstOrThrow();
    const events = await server.app.portal.db.selectFrom('member_event').select('data').where('member_id', '=', member.id).where('type', '=', 'counts').orderBy('id').execute();
    expect(events.map((event) => (JSON.parse(event.data) as RedDotCounts).rewards)).toEqual([1, 0]);

    expect((await client.get('/wps/relay/MCSFE_getRedDotCounts')).status).toBe(401);
  });
});

describe('promotions an operator writes', () => {
  const texts = (title: string) => ({ title, summary: `${title} summary`, terms: `${title} terms` });
  const body = (extra: Partial<AdminPromotionBody> = {}): AdminPromotionBody => ({
    code: 'ops-third-deposit',
    kind: 'THIRD_DEPOSIT',
    audience: 'ALL',
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + 86_400_000).toISOString(),
    budget: K(100_000),
    rules: { bonusPercent: 30, bonusCap: K(3_000), turnoverMultiplier: 2 },
    texts: { MY: texts('တတိယ'), EN: texts('Third deposit 30%'), CN: texts('三存30%') },
    ...extra,
  });
  const save = (payload: unknown, headers: Record<string, string> = admin) => client.call<PromotionDetail>('POST', '/wps/admin/promotions', { headers, body: payload });

  it('creates a promotion that members see in their language and that pays on the third deposit', async () => {
    const created = await save(body());
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({ code: 'ops-third-deposit', promotionType: 'THIRD_DEPOSIT', title: 'Third deposit 30%', budgetLeft: K(100_000) });
    const token = await newMember(server, client, 'kindsops3');
    const listed = (await api.list(token, 'CN')).body.value.find((promotion) => promotion.code === 'ops-third-deposit');
    expect(listed).toMatchObject({ title: '三存30%', status: 'JOIN' });
    await api.join(created.body.value.promotionId, token);
    for (const amount of [K(1_000), K(1_000), K(20_000)]) await depositAndCredit(server, client, token, amount);
    expect((await api.rewards(token, 'I', 'THIRD_DEPOSIT')).body.value.map((reward) => reward.amount)).toEqual([K(3_000)]);

    // Saved again by its code: replaced, not doubled.
    const replaced = await save(body({ budget: K(200_000), texts: { MY: texts('တတိယ'), EN: texts('Third deposit 30% (extended)'), CN: texts('三存30%') } }));
    expect(replaced.body.value).toMatchObject({ promotionId: created.body.value.promotionId, title: 'Third deposit 30% (extended)', budgetLeft: K(200_000) });
  });

  it('refuses rules that could not pay, a window that ends before it starts, and callers without the ops token', async () => {
    expect((await save(body({ code: 'ops-bad-1', rules: {} }))).body).toMatchObject({ errorCode: 'promotion.rules.invalid' });
    expect((await save(body({ code: 'ops-bad-2', kind: 'RAFFLE', rules: { tickets: { type: 'GOLDEN_EGG', count: 1 } } }))).body).toMatchObject({ errorCode: 'promotion.rules.invalid' });
    const backwards = await save(body({ code: 'ops-bad-3', startTime: new Date(Date.now() + 86_400_000).toISOString(), endTime: new Date().toISOString() }));
    expect(backwards.body).toMatchObject({ errorCode: 'promotion.window.invalid' });
    expect((await save(body({ code: 'ops-bad-4' }), {})).status).toBe(401);
    const codes = (await api.list()).body.value.map((promotion) => promotion.code);
    expect(codes.filter((code) => code.startsWith('ops-bad'))).toEqual([]);
  });

  it('a golden-egg raffle an operator writes hands out eggs whose prizes come from its table', async () => {
    const created = await save(
      body({ code: 'ops-golden-egg', kind: 'RAFFLE', rules: { tickets: { type: 'GOLDEN_EGG', count: 2 } }, prizes: [{ amount: K(77), weight: 1, stock: null }] }),
    );
    const token = await newMember(server, client, 'kindsegg');
    await api.join(created.body.value.promotionId, token);
    const eggs = (await api.tickets(token, 'AVAILABLE')).body.value.filter((ticket) => ticket.type === 'GOLDEN_EGG');
    expect(eggs).toHaveLength(2);
    const egg = await api.open(eggs[0]!.transactionId, token);
    expect(egg.body).toMatchObject({ value: { prizeAmount: K(77) } });
    // A drawn prize is in a member's proof: the table cannot be swapped any more.
    const swap = await save(body({ code: 'ops-golden-egg', kind: 'RAFFLE', rules: { tickets: { type: 'GOLDEN_EGG', count: 2 } }, prizes: [{ amount: K(1), weight: 1, stock: null }] }));
    expect(swap.body).toMatchObject({ errorCode: 'promotion.prizes.drawn' });
  });
});
