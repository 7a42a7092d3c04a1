import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { addPromotion, newMember, promotionsApi, type PromotionsApi } from './promotions-helpers';

/*
 * `/promotions` for guests and members (the seeded promotions the home page advertises, in
 * MY, EN and CN, with their terms), joining once, and the operator's approval of a sign-up activity.
 */
const { trial } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
let api: PromotionsApi;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  api = promotionsApi(client);
  const list = (await api.list()).body.value;
  ids = Object.fromEntries(list.map((promotion) => [promotion.code, promotion.promotionId]));
});
afterAll(() => server.close());

describe('the promotions page', () => {
  it('shows a guest the seeded promotions, the home page’s 100% first-deposit bonus first, in the asked language', async () => {
    const en = await api.list(null, 'EN');
    expect(en.status).toBe(200);
    const listed = en.body.value.map((p) => [p.code, p.promotionType, p.title, p.status]);
    // The home page's three first, in the seed's order; the other kinds after them (promotions-kinds.test.ts).
    expect(listed.slice(0, 3)).toEqual([
      ['first-deposit-100', 'FIRST_DEPOSIT', 'First deposit bonus 100%', 'JOIN'],
      ['weekly-signup', 'SIGNUP', 'Weekly sign-up activity', 'JOIN'],
      ['lucky-wheel', 'RAFFLE', 'Lucky prize wheel', 'JOIN'],
    ]);
    expect(listed).toEqual(
      expect.arrayContaining([
        ['second-deposit-50', 'SECOND_DEPOSIT', 'Second deposit bonus 50%', 'JOIN'],
        ['daily-reload-10', 'DEPOSIT', '10% on every deposit', 'JOIN'],
        ['big-win-share', 'SIGNUP', 'Share your big win', 'JOIN'],
        ['register-bonus', 'NEW_REGISTER', 'Register bonus', 'JOIN'],
        ['zalo-binding', 'ZALO_BINDING', 'Zalo binding bonus', 'JOIN'],
      ]),
    );
    expect((await api.list(null, 'MY')).body.value[0]!.title).toBe('ပထမဆုံး ငွေသွင်းဆုကြေး 100%');
    expect((await api.list(null, 'CN')).body.value[0]!.title).toBe('首存奖励100%');
  });

  it('details a promotion with its terms, rules, odds and budget left', async () => {
    const detail = (await api.detail(ids['first-deposit-100']!, null, 'CN')).body.value;
    expect(detail.terms).toContain('15倍');
    expect(detail.rules).toMatchObject({ bonusPercent: 100, bonusCap: 10_000_000, minDeposit: 100_000, turnoverMultiplier: 15, ticketType: null, prizes: [] });
    expect(detail.budgetLeft).toBe(5_000_000_000);
    const wheel = (await api.detail(ids['lucky-wheel']!)).body.value;
    expect(wheel.rules.ticketType).toBe('PRIZE_WHEEL');
    expect(wheel.rules.prizes.map((prize) => [prize.amount, prize.weight, prize.left])).toEqual([
      [5_000_000, 1, 10],
      [500_000, 10, 100],
      [50_000, 100, 2_000],
      [0, 389, null],
    ]);
  });

  it('answers an unknown promotion with a localized 404', async () => {
    const answer = await api.detail(999_999, null, 'MY');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ errorCode: 'promotion.not.found', message: 'ဤပရိုမိုးရှင်း မရှိပါ' });
  });

  it('marks a promotion before its window COMING_SOON and after it CLOSED, and refuses joining them', async () => {
    const day = 86_400_000;
    const soon = await addPromotion(server, { code: 'test-soon', kind: 'RAFFLE', audience: 'ALL', budget: 1000, rules: {} }, new Date(Date.now() + 2 * day));
    const over = await addPromotion(server, { code: 'test-over', kind: 'RAFFLE', audience: 'ALL', budget: 1000, rules: {} }, new Date(Date.now() - 400 * day));
    const list = (await api.list()).body.value;
    expect(list.find((p) => p.promotionId === soon)?.status).toBe('COMING_SOON');
    expect(list.find((p) => p.promotionId === over)?.status).toBe('CLOSED');
    expect(list.at(-1)?.promotionId).toBe(over);
    const token = await newMember(server, client, 'promowindow');
    for (const id of [soon, over]) {
      const answer = await api.join(id, token, 'CN');
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: 'promotion.closed', message: '该活动目前不可参加' });
    }
  });
});

describe('joining', () => {
  it('needs a formal account', async () => {
    expect((await api.join(ids['lucky-wheel']!, null)).status).toBe(401);
    const trialToken = await client.tokenFor(trial.username, trial.password);
    const answer = await api.join(ids['lucky-wheel']!, trialToken);
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe('member.trial');
  });

  it('happens once, and the member then sees the promotion signed up', async () => {
    const token = await newMember(server, client, 'promojoin1');
    const first = await api.join(ids['first-deposit-100']!, token);
    expect(first.body.value).toEqual({ promotionId: ids['first-deposit-100'], status: 'SIGNED_UP' });
    const again = await Promise.all([api.join(ids['first-deposit-100']!, token, 'MY'), api.join(ids['first-deposit-100']!, token, 'MY')]);
    for (const answer of again) expect(answer.body).toMatchObject({ errorCode: 'promotion.joined', message: 'သင်သည် ဤပရိုမိုးရှင်းတွင် ပါဝင်ပြီးဖြစ်သည်' });
    const mine = (await api.list(token)).body.value;
    expect(mine.find((p) => p.code === 'first-deposit-100')?.status).toBe('SIGNED_UP');
    expect(mine.find((p) => p.code === 'weekly-signup')?.status).toBe('JOIN');
    // A guest's view is not the member's.
    expect((await api.list()).body.value.find((p) => p.code === 'first-deposit-100')?.status).toBe('JOIN');
  });

  it('of a promotion for new members refuses an account registered before it started', async () => {
    const token = await newMember(server, client, 'promoold');
    // Started a minute ago (the seed starts a promotion a day before the time it is given).
    const fresh = await addPromotion(server, { code: 'test-new-only', kind: 'RAFFLE', audience: 'NEW_MEMBERS', budget: 1000, rules: {} }, new Date(Date.now() - 60_000 + 86_400_000));
    await server.app.portal.db.updateTable('member').set({ created_at: new Date(Date.now() - 86_400_000).toISOString() }).where('account', '=', 'promoold').execute();
    const answer = await api.join(fresh, token);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('promotion.audience');
    const newcomer = await newMember(server, client, 'promonew');
    expect((await api.join(fresh, newcomer)).body.value.status).toBe('SIGNED_UP');
  });
});

describe('a sign-up activity', () => {
  it('waits for the operator; an approval issues its bonus into the reward centre and its ticket, once', async () => {
    const token = await newMember(server, client, 'promosign1');
    const id = ids['weekly-signup']!;
    expect((await api.join(id, token)).body.value.status).toBe('APPLYING');
    expect((await api.rewards(token)).body.value).toEqual([]);
    expect((await api.list(token)).body.value.find((p) => p.promotionId === id)?.status).toBe('APPLYING');

    expect((await api.decide(id, 'promosign1', 'APPROVE', null)).status).toBe(401);
    expect((await api.decide(id, 'promosign1', 'APPROVE', 'wrong-token')).status).toBe(403);
    const approved = await api.decide(id, 'promosign1', 'APPROVE');
    expect(approved.body.value.status).toBe('SIGNED_UP');
    const again = await api.decide(id, 'promosign1', 'APPROVE');
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe('promotion.application.none');

    const rewards = (await api.rewards(token, 'I')).body.value;
    expect(rewards.map((r) => [r.promotionType, r.amount, r.status, r.turnoverMultiplier, r.title])).toEqual([['SIGNUP', 500_000, 'I', 5, 'Weekly sign-up activity']]);
    const tickets = (await api.tickets(token, 'AVAILABLE')).body.value;
    expect(tickets.map((t) => [t.type, t.status, t.promotionId])).toEqual([['RED_ENVELOPE', 'AVAILABLE', id]]);
    expect((await api.list(token)).body.value.find((p) => p.promotionId === id)?.status).toBe('ISSUED');
  });

  it('rejected, issues nothing and shows REJECTED', async () => {
    const token = await newMember(server, client, 'promosign2');
    const id = ids['weekly-signup']!;
    await api.join(id, token);
    expect((await api.decide(id, 'promosign2', 'REJECT')).body.value.status).toBe('REJECTED');
    expect((await api.rewards(token)).body.value).toEqual([]);
    expect((await api.tickets(token)).body.value).toEqual([]);
    expect((await api.list(token)).body.value.find((p) => p.promotionId === id)?.status).toBe('REJECTED');
    const unknown = await api.decide(id, 'nobody-here', 'APPROVE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('promotion.member.not.found');
  });
});
