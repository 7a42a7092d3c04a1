import { solvedBotCheck } from './helpers/botCheck';
import type { ReferralFriendPage, ReferralInfo, SitePermission } from '@portal/shared/contracts';
import { DEMO_ACCOUNTS } from '../src';
import { linkReferral, runReferralJobs, runScheduledReferralJobs } from '../src/referral';
import { TestClient } from './helpers/client';
import { captchaCode, newCaptchaKey } from './helpers/db';
import { solvedCaptcha } from './helpers/forms';
import { ADMIN_TOKEN, forgetThrottle, lastCode, setFlags } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { DICE, inhouseApi, requestId } from './inhouse-helpers';
import { bonusEntries, depositAndCredit, newMember, promotionsApi, type PromotionsApi } from './promotions-helpers';

/*
 * Referral, "refer and earn". A member's code links the friends who register with it; the
 * friend's first deposit (through the demo provider's callback) and valid bet issue the referrer's
 * rewards into the reward centre once each, paid through the ledger when claimed; nothing is issued
 * while the REFERRAL promotion is not running, and the site config says so.
 */
let server: TestServer;
let client: TestClient;
let api: PromotionsApi;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000 });
  client = new TestClient(server.url);
  api = promotionsApi(client);
});
afterAll(() => server.close());

const info = (token: string | null, language = 'EN') => client.get<ReferralInfo>('/wps/relay/MCSFE_getReferralInfo', { token, headers: { Language: language } });
const friends = (token: string) => client.get<ReferralFriendPage>('/wps/relay/MCSFE_getReferralFriends?pageNo=1&pageSize=20', { token });
const siteReferral = async () => (await client.get<SitePermission>('/wps/system/permission')).body.value.info.referral;

/** Registers as the register popup does (username form, solved captcha), with a referral code. */
async function register(username: string, referralCode: string) {
  const captchaKey = newCaptchaKey();
  await client.get(`/wps/captcha?key=${captchaKey}`);
  return client.sealed<{ token: string }>('PUT', '/wps/member/register', {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    captcha: await captchaCode(server, captchaKey),
    captchaKey,
    botCheck: await solvedBotCheck(client, 'register'),
    affiliateCode: '',
    referralCode,
    registerUrl: `http://localhost:8080/register?referralCode=${referralCode}`,
    registerMethod: 'WEB',
    domain: 'localhost',
    login: true,
  });
}

/** The friend's valid bet: dice rounds of `total` in all (a round settles at once; win or lose, it is valid bet). */
async function playThrough(token: string, total: number) {
  const games = inhouseApi(client);
  const ticket = (await games.launch(DICE, token)).body.value.ticket;
  const round = await games.round({ ticket, bet: total, requestId: requestId(), dice: { target: 50, over: true } }, token);
  expect(round.status).toBe(200);
}

const referralRewards = async (token: string) => (await api.rewards(token, undefined, 'REFERRAL')).body.value;
const promotionRow = () => server.app.portal.db.selectFrom('promotion').selectAll().where('code', '=', 'refer-and-earn').executeTakeFirstOrThrow();

describe('refer and earn', () => {
  it("gives the member a code and link, and the site config shows referral enabled", async () => {
    const token = await newMember(server, client, 'refa1');
    const answer = await info(token);
    expect(answer.status).toBe(200);
    const value = answer.body.value;
    expect(value.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(value).toMatchObject({ enabled: true, path: `/register?referralCode=${value.code}`, friends: 0, rewardsEarned: 0, rewardsToClaim: 0, title: 'Refer and earn' });
    expect(value.rules).toEqual({ depositPercent: 10, depositCap: 2_000_000, minDeposit: 100_000, betThreshold: 5_000_000, betBonus: 500_000, turnoverMultiplier: 3 });
    // The same code on every read; the rules in the member's language.
    expect((await info(token, 'CN')).body.value).toMatchObject({ code: value.code, title: '推荐好友赚奖励' });
    expect(await siteReferral()).toEqual({ enabled: true });
  });

  it('words in its terms only what the rules do not say: the page lists the rules from their numbers, so terms restating them printed them twice', async () => {
    const token = await newMember(server, client, 'refterms');
    for (const language of ['MY', 'EN', 'CN']) {
      const { terms } = (await info(token, language)).body.value;
      expect(terms).not.toBe('');
      // No amount, percentage or multiple: those are the rules' (K 1,000, 10%, K 20,000, K 50,000, 3×).
      expect(terms).not.toMatch(/K\s?[\d,]+|\d+\s?%|[1-9]\s?(times|ဆ|倍)/);
    }
  });

  it("links a friend who registers with the code; the friend's first deposit issues the referrer's reward once, claimed through the ledger", async () => {
    const token = await newMember(server, client, 'refa2');
    const { code } = (await info(token)).body.value;
    // As typed from a screenshot: case does not matter.
    const registered = await register('reffriend2', code.toLowerCase());
    expect(registered.status).toBe(200);
    const friendToken = registered.body.value.token;
    expect((await info(token)).body.value.friends).toBe(1);
    expect((await friends(token)).body.value).toEqual({
      content: [{ account: 're***d2', registeredTime: expect.any(String), firstDeposit: false, rewardsEarned: 0 }],
      pageNum: 1,
      totalPages: 1,
      totalElements: 1,
    });

    // K 5,000 first deposit, the provider repeating its callback: 10% = K 500, issued once, when the
    // friend has played the deposit through (valid bet of K 5,000 after it).
    await depositAndCredit(server, client, friendToken, 500_000, 3);
    await depositAndCredit(server, client, friendToken, 900_000);
    expect(await referralRewards(token)).toEqual([]);
    await playThrough(friendToken, 500_000);
    expect((await info(token)).body.value.rewardsEarned).toBe(50_000);
    const rewards = await referralRewards(token);
    expect(rewards.map((r) => [r.promotionType, r.amount, r.status, r.turnoverMultiplier])).toEqual([['REFERRAL', 50_000, 'I', 3]]);
    expect((await referralRewards(friendToken))).toEqual([]);
    expect((await info(token)).body.value).toMatchObject({ friends: 1, rewardsEarned: 50_000, rewardsToClaim: 50_000 });
    expect((await friends(token)).body.value.content[0]).toMatchObject({ firstDeposit: true, rewardsEarned: 50_000 });

    const before = await api.balance(token);
    const claim = await api.claim(rewards[0]!.rewardId, 'REFERRAL', token);
    expect(claim.status).toBe(200);
    expect(claim.body.value).toMatchObject({ amount: 50_000, balance: before + 50_000, turnover: { required: 150_000, status: 'IN_PROCESS' } });
    expect(await bonusEntries(server, 'refa2')).toEqual([{ amount: 50_000, kind: 'bonus', idempotency_key: `promotion:reward:${rewards[0]!.rewardId}` }]);
    expect((await info(token)).body.value).toMatchObject({ rewardsEarned: 50_000, rewardsToClaim: 0 });
  });

  it("issues the valid-bet reward once the friend's bets reach the threshold, by the job (once across instances) or the page read, once", async () => {
    const db = server.app.portal.db;
    const promotion = await promotionRow();
    // The operator lowers the threshold to K 200 for this test (the seed's is K 50,000).
    await db.updateTable('promotion').set({ rules: JSON.stringify({ ...JSON.parse(promotion.rules), betThreshold: 20_000 }) }).where('id', '=', promotion.id).execute();
    try {
      // Friends of the tests before who reach the lowered threshold are paid first, out of the way.
      await runReferralJobs(server.app.portal);
      const token = await newMember(server, client, 'refa3');
      const { code } = (await info(token)).body.value;
      const friendToken = (await register('reffriend3', code)).body.value.token;
      await depositAndCredit(server, client, friendToken, 300_000);
      expect(await runReferralJobs(server.app.portal)).toEqual({ depositRewards: 0, betRewards: 0 });

      await playThrough(friendToken, 300_000);
      // An incremental run reads only friends who bet since its cursor: one from after the round sees nothing.
      expect(await runReferralJobs(server.app.portal, new Date(), new Date(Date.now() + 60_000))).toEqual({ depositRewards: 0, betRewards: 0 });

      // The timer's run, as every instance ticks: one claim of the minute runs the job, the others do nothing.
      const minute = new Date();
      const runs = await Promise.all([runScheduledReferralJobs(server.app.portal, minute), runScheduledReferralJobs(server.app.portal, minute)]);
      expect(runs.filter((run) => run === null)).toHaveLength(1);
      expect(runs.find((run) => run !== null)).toEqual({ depositRewards: 1, betRewards: 1 });
      expect(await runReferralJobs(server.app.portal)).toEqual({ depositRewards: 0, betRewards: 0 });
      const amounts = (await referralRewards(token)).map((r) => r.amount).sort((a, b) => a - b);
      expect(amounts).toEqual([30_000, 500_000]);
      // The page read finds nothing more to issue.
      expect((await info(token)).body.value).toMatchObject({ rewardsEarned: 530_000 });
      expect((await friends(token)).body.value.content[0]?.rewardsEarned).toBe(530_000);
    } finally {
      await db.updateTable('promotion').set({ rules: promotion.rules }).where('id', '=', promotion.id).execute();
    }
  });

  it('pays nothing for a friend who deposits and withdraws at once, nor for a friend on the referrer\'s own bank account, and keeps that as a risk event', async () => {
    const db = server.app.portal.db;
    const token = await newMember(server, client, 'refa9');
    const { code } = (await info(token)).body.value;
    // A friend who deposits K 5,000, bets K 1,000 of it and would withdraw the rest: not played through.
    const friendToken = (await register('reffriend9', code)).body.value.token;
    await depositAndCredit(server, client, friendToken, 500_000);
    await playThrough(friendToken, 100_000);
    // A bet before the deposit does not count towards it either: only play after the deposit does.
    expect(await runReferralJobs(server.app.portal)).toEqual({ depositRewards: 0, betRewards: 0 });
    expect((await info(token)).body.value).toMatchObject({ rewardsEarned: 0, rewardsToClaim: 0 });
    expect(await referralRewards(token)).toEqual([]);
    await playThrough(friendToken, 400_000);
    expect((await info(token)).body.value.rewardsEarned).toBe(50_000);

    // The referrer's own second account: it pays into the referrer's own bank account.
    const twinToken = (await register('reffriend9b', code)).body.value.token;
    const referrer = await db.selectFrom('member').select('id').where('account', '=', 'refa9').executeTakeFirstOrThrow();
    const twin = await db.selectFrom('member').select('id').where('account', '=', 'reffriend9b').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    for (const memberId of [referrer.id, twin.id]) {
      await db.insertInto('bank_card').values({ member_id: memberId, slot: 1, bank_code: 'AYA', account_name: 'Same Owner', account_number: '4444 5555 6666', created_at: now }).execute();
    }
    await depositAndCredit(server, client, twinToken, 500_000);
    await playThrough(twinToken, 500_000);
    expect(await runReferralJobs(server.app.portal)).toEqual({ depositRewards: 0, betRewards: 0 });
    expect((await info(token)).body.value.rewardsEarned).toBe(50_000);
    const risks = await client.get<{ kind: string; detail: string }[]>(`/wps/admin/risk?memberId=${referrer.id}`, { headers: { 'Admin-Token': ADMIN_TOKEN } });
    expect(risks.body.value).toEqual([expect.objectContaining({ kind: 'promotion.ineligible', detail: expect.stringContaining('reffriend9b') })]);
  });

  it("links a friend who registers by mobile, and one who comes through an agent's invitation too, under the agent", async () => {
    const token = await newMember(server, client, 'refa8');
    const { code } = (await info(token)).body.value;
    await setFlags(client, { MOBILENUMREG3: true });
    try {
      forgetThrottle(server);
      await client.call('POST', '/wps/verification/sms/register', { body: { mobileNum: '09421000188', countryDialingCode: '95', botCheck: await solvedBotCheck(client, 'sms') } });
      const answer = await client.sealed('PUT', '/wps/member/register/mobile', {
        mobileNum: '09421000188',
        countryDialingCode: '95',
        verificationCode: await lastCode(client, '959421000188'),
        username: '09421000188',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        ...(await solvedCaptcha(client, server)),
        botCheck: await solvedBotCheck(client, 'register'),
        affiliateCode: '',
        referralCode: code,
        registerUrl: 'http://localhost:8080/register',
        registerMethod: 'WEB',
        domain: 'localhost',
        login: true,
      });
      expect(answer.status).toBe(200);
    } finally {
      await setFlags(client, { MOBILENUMREG3: false });
    }
    // The agent's invitation code still places the member under the agent; the friend's code links it.
    const captchaKey = newCaptchaKey();
    await client.get(`/wps/captcha?key=${captchaKey}`);
    const viaAgent = await client.sealed('PUT', '/wps/member/register', {
      username: 'reffriend8',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      captcha: await captchaCode(server, captchaKey),
      captchaKey,
      botCheck: await solvedBotCheck(client, 'register'),
      affiliateCode: DEMO_ACCOUNTS.agent.affiliateCode,
      referralCode: code,
      registerUrl: 'http://localhost:8080/register',
      registerMethod: 'WEB',
      domain: 'localhost',
      login: true,
    });
    expect(viaAgent.status).toBe(200);
    const db = server.app.portal.db;
    const agent = await db.selectFrom('member').select('id').where('account', '=', DEMO_ACCOUNTS.agent.username).executeTakeFirstOrThrow();
    expect((await db.selectFrom('member').select('parent_id').where('account', '=', 'reffriend8').executeTakeFirstOrThrow()).parent_id).toBe(agent.id);
    expect((await friends(token)).body.value.content.map((friend) => friend.account)).toEqual(['re***d8', '09***88']);
  });

  it('refuses an unknown code before making the account, as an unknown affiliate code', async () => {
    const answer = await register('reffriend4', 'NOSUCH99');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'referral.invalid', value: { field: 'referralCode' } });
    expect(await server.app.portal.db.selectFrom('member').select('id').where('account', '=', 'reffriend4').executeTakeFirst()).toBeUndefined();
  });

  it('never links a member to itself, and a friend to one referrer only', async () => {
    const db = server.app.portal.db;
    const token = await newMember(server, client, 'refa5');
    const { code } = (await info(token)).body.value;
    const self = await db.selectFrom('member').select(['id', 'merchant_id']).where('account', '=', 'refa5').executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => linkReferral(trx, self, code, new Date().toISOString()));
    expect((await info(token)).body.value.friends).toBe(0);
    // The table refuses it outright as well.
    const selfRow = { merchant_id: 1, referrer_id: self.id, friend_id: self.id, registered_at: new Date().toISOString(), bet_rewarded_at: null };
    // The driver's error as its message (a native driver's error may come from another realm than jest's Error).
    const refusal = await db.insertInto('referral').values(selfRow).execute().then(() => 'inserted', (error: { message?: string }) => String(error.message));
    expect(refusal).toMatch(/constraint/i);

    const otherToken = await newMember(server, client, 'refa5b');
    const other = (await info(otherToken)).body.value.code;
    await register('reffriend5', code);
    const friend = await db.selectFrom('member').select(['id', 'merchant_id']).where('account', '=', 'reffriend5').executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => linkReferral(trx, friend, other, new Date().toISOString()));
    expect((await info(token)).body.value.friends).toBe(1);
    expect((await info(otherToken)).body.value.friends).toBe(0);
  });

  it('is for formal accounts: a guest must log in, a trial account is refused', async () => {
    expect((await info(null)).status).toBe(401);
    const trial = await client.tokenFor(DEMO_ACCOUNTS.trial.username, DEMO_ACCOUNTS.trial.password);
    const refused = await info(trial);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('member.trial');
    expect((await friends(trial)).status).toBe(403);
    const agent = await client.tokenFor(DEMO_ACCOUNTS.agent.username, DEMO_ACCOUNTS.agent.password);
    expect((await info(agent)).status).toBe(200);
  });

  it('issues nothing and says disabled while no REFERRAL promotion runs', async () => {
    const db = server.app.portal.db;
    const promotion = await promotionRow();
    const token = await newMember(server, client, 'refa7');
    const { code } = (await info(token)).body.value;
    const friendToken = (await register('reffriend7', code)).body.value.token;
    // The budget is spent: the promotion no longer runs.
    await db.updateTable('promotion').set({ budget_used: promotion.budget }).where('id', '=', promotion.id).execute();
    try {
      expect(await siteReferral()).toEqual({ enabled: false });
      expect((await info(token)).body.value).toMatchObject({ enabled: false, code, promotionId: null, rules: null });
      await depositAndCredit(server, client, friendToken, 500_000);
      expect(await referralRewards(token)).toEqual([]);
      expect((await friends(token)).body.value.content[0]).toMatchObject({ firstDeposit: true, rewardsEarned: 0 });
    } finally {
      await db.updateTable('promotion').set({ budget_used: promotion.budget_used }).where('id', '=', promotion.id).execute();
    }
    expect(await siteReferral()).toEqual({ enabled: true });
  });
});
